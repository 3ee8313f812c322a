//! A message whose structure does not fit CC015C is refused with the line, the element and
//! what is wrong.

mod common;

use vama_ncts_xml::{export, import};
use vama_rules::t01::generate::generate;

fn message() -> String {
    export(&generate(4, 1, 1), &common::header())
}

fn line_of(xml: &str, needle: &str) -> u32 {
    xml.lines().position(|l| l.contains(needle)).unwrap() as u32 + 1
}

#[test]
fn missing_required_element_names_it() {
    let xml = message();
    let lrn = xml.lines().find(|l| l.contains("<LRN>")).unwrap();
    let err = import(&xml.replace(lrn, "")).unwrap_err();
    assert_eq!(err.element, "TransitOperation");
    assert!(err.message.contains("missing element `LRN`"), "{err}");
}

#[test]
fn unknown_element_gives_its_line() {
    let xml = message().replace(
        "  </TransitOperation>",
        "  <colour>red</colour>\n  </TransitOperation>",
    );
    let err = import(&xml).unwrap_err();
    assert_eq!(err.element, "colour");
    assert_eq!(err.line, line_of(&xml, "<colour>"));
    assert!(err.message.contains("not expected"), "{err}");
}

#[test]
fn element_out_of_order_is_refused() {
    let xml = message();
    let start = xml.find("  <CustomsOfficeOfDeparture>").unwrap();
    let end = xml.find("</CustomsOfficeOfDestinationDeclared>").unwrap()
        + "</CustomsOfficeOfDestinationDeclared>\n".len();
    let block = &xml[start..end];
    let swapped = xml.replacen(block, "", 1).replacen(
        "  <TransitOperation>",
        &format!("{block}  <TransitOperation>"),
        1,
    );
    let err = import(&swapped).unwrap_err();
    assert!(err.to_string().contains("TransitOperation"), "{err}");
}

#[test]
fn bad_decimal_is_refused_with_its_element() {
    let xml = message();
    let gross = xml.lines().find(|l| l.contains("<grossMass>")).unwrap();
    let bad = xml.replacen(gross, "    <grossMass>12,5</grossMass>", 1);
    let err = import(&bad).unwrap_err();
    assert_eq!(err.element, "grossMass");
    assert_eq!(err.line, line_of(&xml, gross));
    assert!(err.message.contains("12,5"), "{err}");
}

#[test]
fn not_well_formed_xml_is_refused() {
    let xml = message().replace("</TransitOperation>", "</TransitOp>");
    let err = import(&xml).unwrap_err();
    assert!(err.message.contains("not well-formed"), "{err}");
}

#[test]
fn another_message_type_is_refused() {
    let err = import("<ncts:CC029C xmlns:ncts=\"http://ncts.dgtaxud.ec\"/>").unwrap_err();
    assert!(err.message.contains("CC029C"), "{err}");
}
