//! Shared by the tests: the header of test messages, the schema directory and xmllint.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use vama_ncts_xml::MessageHeader;

pub fn header() -> MessageHeader {
    MessageHeader {
        message_sender: "MD1000000000001".into(),
        message_recipient: MessageHeader::recipient_for_office("MD100100"),
        preparation_date_and_time: "2026-05-04T10:11:12".into(),
        message_identification: "VAMA0000000001".into(),
        correlation_identifier: None,
    }
}

fn ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// `VAMA_NCTS_XSD_DIR`, or the schemas of `shared/` beside the repository.
pub fn xsd_dir() -> PathBuf {
    match std::env::var_os("VAMA_NCTS_XSD_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/ncts/xsd/p5-v2_1"),
    }
}

pub fn samples_dir() -> PathBuf {
    xsd_dir().join("../../samples")
}

/// The CC015C schema and xmllint, or `None` (with a note) outside CI when one is missing.
/// Under `CI=true` a missing one fails the test: a skipped schema test proves nothing.
pub fn schema() -> Option<PathBuf> {
    let xsd = xsd_dir().join("cc015c.xsd");
    let have_xmllint = Command::new("xmllint").arg("--version").output().is_ok();
    let missing = match (xsd.is_file(), have_xmllint) {
        (true, true) => return Some(xsd),
        (false, _) => format!("no schema at {} (set VAMA_NCTS_XSD_DIR)", xsd.display()),
        (true, false) => "no xmllint (Debian package libxml2-utils)".to_owned(),
    };
    assert!(!ci(), "{missing}");
    eprintln!("skipped: {missing}");
    None
}

/// Validates `xml` with `xmllint --noout --schema`; panics with xmllint's first errors.
pub fn validate(xsd: &Path, name: &str, xml: &str) {
    if let Err(errors) = xmllint(xsd, name, xml) {
        let first: Vec<&str> = errors.lines().take(20).collect();
        panic!(
            "{name} is not valid against {}:\n{}",
            xsd.display(),
            first.join("\n")
        );
    }
}

/// xmllint's errors (standard error), if `xml` is not valid.
pub fn xmllint(xsd: &Path, name: &str, xml: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("vama-ncts-xml-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(name);
    std::fs::write(&file, xml).expect("write the message");
    let out = Command::new("xmllint")
        .arg("--noout")
        .arg("--schema")
        .arg(xsd)
        .arg(&file)
        .output()
        .expect("run xmllint");
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// The schema of `file` (e.g. `cc029c.xsd`) and xmllint, or `None` as [`schema`] says.
///
/// HMRC's CC025C, CC029C and CC043C schemas in `p5-v2_1` include an
/// `include-files/custom_ctypes.xsd` that is not shipped there (it only relaxes DDNTA's
/// consignment type: `CUSTOM_ConsignmentTypeNN`). For those the test validates against
/// DDNTA's own type, which is stricter: a copy of the message's XSD in a temporary directory
/// that includes the directory's `ctypes.xsd` and names `ConsignmentTypeNN`.
pub fn schema_for(file: &str) -> Option<PathBuf> {
    let cc015c = schema()?;
    let dir = cc015c.parent().expect("schema dir").to_path_buf();
    let xsd = dir.join(file);
    assert!(xsd.is_file(), "no schema {}", xsd.display());
    if dir.join("include-files/custom_ctypes.xsd").is_file() {
        return Some(xsd);
    }
    let text = std::fs::read_to_string(&xsd).expect("read the schema");
    if !text.contains("include-files/custom_ctypes.xsd") {
        return Some(xsd);
    }
    let abs = std::fs::canonicalize(&dir).expect("schema dir");
    let derived = text
        .replace(
            "include-files/custom_ctypes.xsd",
            &abs.join("ctypes.xsd").display().to_string(),
        )
        .replace("CUSTOM_ConsignmentType", "ConsignmentType");
    // xmllint includes ctypes.xsd once only when every include names it the same way.
    let derived = derived.replace(
        "schemaLocation=\"ctypes.xsd\"",
        &format!("schemaLocation=\"{}\"", abs.join("ctypes.xsd").display()),
    );
    let derived = derived.replace(
        "schemaLocation=\"htypes.xsd\"",
        &format!("schemaLocation=\"{}\"", abs.join("htypes.xsd").display()),
    );
    let tmp = std::env::temp_dir().join(format!("vama-ncts-xsd-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let path = tmp.join(file);
    std::fs::write(&path, derived).expect("write the derived schema");
    Some(path)
}
