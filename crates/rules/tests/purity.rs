//! Contract 2 in `cargo test`: the rule crate stays pure (no async runtime, network, database
//! or I/O), checked by the same script CI runs.

use std::path::Path;
use std::process::Command;

#[test]
fn the_rule_engine_has_no_io_dependencies() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let output = Command::new("bash")
        .arg(root.join("scripts/check-pure.sh"))
        .env("CARGO", env!("CARGO"))
        .output()
        .expect("bash runs scripts/check-pure.sh");
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
