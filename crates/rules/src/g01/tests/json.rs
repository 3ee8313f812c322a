//! The JSON face: `evaluate_json` answers for `g01` and its forms; the model's names.

use serde_json::{json, Value};

use super::*;
use crate::g01::testing::GuaranteeBuilder as B;
use crate::{evaluate_json, form_names, kind_names};

fn answer(kind: &str, document: Value) -> Value {
    let req = json!({"kind": kind, "document": document, "ctx": ctx()}).to_string();
    serde_json::from_str(&evaluate_json(&req).unwrap()).unwrap()
}

#[test]
fn evaluate_json_answers_for_g01() {
    assert!(kind_names().contains(&"g01"));
    let blank = answer("g01", Value::Null);
    assert_eq!(blank["document"]["currency"]["code"], "MDL");
    assert_eq!(
        blank["fields"]["/applicant"],
        json!({"presence": "required", "disabled": true})
    );
    let doc = serde_json::to_value(B::valid_comprehensive().build()).unwrap();
    let a = answer("g01", doc);
    assert_eq!(a["violations"], json!([]));
    assert_eq!(a["choices"]["/monitoringCode"], json!({"exclude": ["0"]}));
}

#[test]
fn evaluate_json_answers_for_the_forms() {
    assert_eq!(
        form_names(),
        &["g01-update", "g01-access-codes", "g01-action"]
    );
    assert_eq!(
        answer("g01-update", Value::Null)["document"]["updateType"],
        "END_DATE"
    );
    let a = answer("g01-action", json!({}));
    assert_eq!(a["violations"][0]["path"], "/details");
}

#[test]
fn the_model_reads_the_spec_names_and_both_readings() {
    let doc: Guarantee = serde_json::from_value(json!({
        "type": {"code": "1", "description": "Comprehensive guarantee", "monitoringFlag": true},
        "language": {"code": "RO"},
        "authorisationRef": {"id": "7", "reference": "MDCGU2026000001"},
        "applicant": {"EORINumber": "MD1000000000001", "name": "X"},
        "amount": "12345678901234.56",
        "accessCodes": [{"restrictionType": "AMOUNT", "singleUse": true, "amountLimit": 10, "accessCode": "X9X9"}],
        "offices": {"customsOfficeOfDeparture": {"code": "MD100000"}},
        "registrationReference": {"reference": "R1"}
    }))
    .unwrap();
    assert_eq!(doc.type_code(), Some("1"));
    assert_eq!(doc.amount.unwrap().to_string(), "12345678901234.56");
    let out = serde_json::to_value(&doc).unwrap();
    assert_eq!(out["guaranteeType"]["monitoringFlag"], true);
    assert_eq!(out["guaranteeLanguage"]["code"], "RO");
    assert_eq!(out["authorisationReference"]["id"], "7");
    assert_eq!(out["amount"], json!(12345678901234.56));
    assert!(serde_json::from_value::<Guarantee>(json!({"colour": "red"})).is_err());
    assert!(serde_json::from_value::<Guarantee>(
        json!({"accessCodes": [{"restrictionType": "SOME"}]})
    )
    .is_err());
}

#[test]
fn summary_names_holder_grn_office_type_amount_and_end_date() {
    let doc = B::valid_comprehensive()
        .with(|g| g.grn = Some("24GB0000010000295".into()))
        .build();
    let s = G01::summary(&doc);
    assert_eq!(s.holder_eori.as_deref(), Some("MD1000000000001"));
    assert_eq!(s.holder_name.as_deref(), Some("Demo Trader SRL"));
    assert_eq!(s.issued_reference.as_deref(), Some("24GB0000010000295"));
    assert_eq!(s.customs_office.as_deref(), Some("MD100000"));
    assert_eq!(s.type_code.as_deref(), Some("1"));
    assert_eq!(s.amount.as_deref(), Some("50000"));
    assert_eq!(s.end_date.as_deref(), Some("2027-11-21"));
}
