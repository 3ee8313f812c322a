//! Writes the CC015C export of a generated declaration to standard output, and the time it
//! took to standard error: `cargo run --release -p vama-ncts-xml --example export_generated
//! -- SEED HOUSES ITEMS > message.xml`.

use std::io::Write;
use std::time::Instant;

use vama_ncts_xml::{export, import, MessageHeader};
use vama_rules::t01::generate::generate;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (seed, houses, items) = match args.as_slice() {
        [s, h, i, ..] => (*s, *h as usize, *i as usize),
        _ => (1, 999, 10),
    };
    let doc = generate(seed, houses, items);
    let header = MessageHeader {
        message_sender: "MD1000000000001".into(),
        message_recipient: MessageHeader::recipient_for_office("MD100100"),
        preparation_date_and_time: "2026-05-04T10:11:12".into(),
        message_identification: "VAMA0000000001".into(),
        correlation_identifier: None,
    };
    let start = Instant::now();
    let xml = export(&doc, &header);
    let exported = start.elapsed();
    let start = Instant::now();
    let back = import(&xml).expect("import of the export");
    let imported = start.elapsed();
    eprintln!(
        "{houses} x {items}: export {exported:?} ({} bytes), import {imported:?} ({} houses)",
        xml.len(),
        back.house_consignments.len()
    );
    std::io::stdout().write_all(xml.as_bytes()).expect("stdout");
}
