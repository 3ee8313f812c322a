//! The seven transit-family kinds: each rule of spec sections 4 and 5 fired and not fired,
//! through the kind's `Kind` face (as the server and the browser run it).

use serde_json::{json, Value};

use super::*;
use crate::authorisation::Authorisation;
use crate::{Ctx, Kind, Mode, UserType};

pub(super) fn ctx() -> Ctx {
    Ctx::example()
}

/// The common part of a complete application by the example trader.
pub(super) fn common() -> Value {
    json!({
        "applicant": {"EORINumber": "MD1000000000001", "name": "Demo Trader SRL"},
        "ca": {"code": "MD000001", "name": "Serviciul Vamal"},
        "attestation": true
    })
}

pub(super) fn with(mut base: Value, extra: Value) -> Value {
    for (k, v) in extra.as_object().unwrap() {
        base[k] = v.clone();
    }
    base
}

pub(super) fn location() -> Value {
    json!({"name": "Depot", "streetNumber": "Str. Vamii 1", "postcode": "MD2001", "city": "Chișinău"})
}

pub(super) fn office(code: &str) -> Value {
    json!({"code": code})
}

/// Runs the kind's rules on `doc` (after an optional change from `previous`).
pub(super) fn evaluate<F: crate::authorisation::Form>(
    doc: Value,
    previous: Option<Value>,
    changed: Option<&str>,
) -> (Value, Vec<(String, String)>, Vec<String>) {
    let doc = serde_json::from_value(doc).expect("fits the model");
    let previous = previous.map(|p| serde_json::from_value(p).unwrap());
    let e = Authorisation::<F>::evaluate(doc, previous.as_ref(), changed, &ctx());
    let violations = e.violations.into_iter().map(|v| (v.path, v.rule)).collect();
    (
        serde_json::to_value(e.document).unwrap(),
        violations,
        e.removed,
    )
}

pub(super) fn violations<F: crate::authorisation::Form>(doc: Value) -> Vec<(String, String)> {
    evaluate::<F>(doc, None, None).1
}

pub(super) fn paths(v: &[(String, String)]) -> Vec<&str> {
    v.iter().map(|(p, _)| p.as_str()).collect()
}

fn complete_places() -> Value {
    json!({"locations": [location()], "customsOffices": [office("MD200000")], "operationsNumber": 120})
}

#[test]
fn complete_applications_of_each_kind_have_no_violations() {
    assert_eq!(violations::<Act>(with(common(), complete_places())), []);
    assert_eq!(violations::<Ace>(with(common(), complete_places())), []);
    let acr = with(
        complete_places(),
        json!({"guaranteeIndicator": true, "customsDecisionReferenceNumber": "MDCGU2026000001"}),
    );
    assert_eq!(violations::<Acr>(with(common(), acr)), []);
    assert_eq!(
        violations::<Trd>(with(common(), json!({"operationsNumber": 0}))),
        []
    );
    let etd = json!({"customsOfficeOfDestination": office("MD200000"), "customsOfficeOfDeparture": office("MD100100"), "dataAccess": "Web portal", "operationsNumber": 3});
    assert_eq!(violations::<Etd>(with(common(), etd)), []);
    assert_eq!(
        violations::<Sse>(with(
            common(),
            json!({"sealsType": "Type Alfa", "operationsNumber": 5})
        )),
        []
    );
    assert_eq!(violations::<Eir>(with(common(), complete_eir())), []);
}

fn complete_eir() -> Value {
    json!({"declarantData": {
        "goodsConcerned": [{"taricCode": "7318153590", "goodsDescription": "Bolts"}],
        "prohibitionsRestrictions": "None",
        "responsibleCustomsOffices": [office("MD100100")],
        "numberOfOperations": 10,
        "locationOfGoods": [location()],
        "waiver": {"indication": false},
        "proceduresConcerned": [{"code": "4000"}]
    }})
}

#[test]
fn the_operations_number_is_required_and_at_least_zero() {
    let v = violations::<Trd>(common());
    assert_eq!(v, [("/operationsNumber".into(), "required".into())]);
    let v = violations::<Trd>(with(common(), json!({"operationsNumber": -1})));
    assert_eq!(v, [("/operationsNumber".into(), "minimum".into())]);
}

#[test]
fn sse_requires_the_type_of_seals_of_at_most_512_characters() {
    let v = violations::<Sse>(with(common(), json!({"operationsNumber": 1})));
    assert_eq!(paths(&v), ["/sealsType"]);
    let long = "x".repeat(513);
    let v = violations::<Sse>(with(
        common(),
        json!({"operationsNumber": 1, "sealsType": long}),
    ));
    assert_eq!(v, [("/sealsType".into(), "max-length".into())]);
}

#[test]
fn etd_requires_data_access_and_both_offices() {
    let v = violations::<Etd>(with(common(), json!({"operationsNumber": 1})));
    assert_eq!(
        paths(&v),
        [
            "/customsOfficeOfDestination",
            "/customsOfficeOfDeparture",
            "/dataAccess"
        ]
    );
}

#[test]
fn etd_access_to_data_is_disabled_and_not_required_for_an_aeo_authorised_applicant() {
    let aeo = |flag: bool| {
        let mut doc = with(
            common(),
            json!({"customsOfficeOfDestination": office("MD200000"), "customsOfficeOfDeparture": office("MD100100"), "operationsNumber": 1}),
        );
        doc["applicant"]["aeoAuthorised"] = json!(flag);
        doc
    };
    assert_eq!(violations::<Etd>(aeo(true)), []);
    assert_eq!(
        violations::<Etd>(aeo(false)),
        [("/dataAccess".into(), "required".into())]
    );
    let state = |flag: bool| {
        let doc = serde_json::from_value(aeo(flag)).unwrap();
        Authorisation::<Etd>::fields_for(&doc, &ctx(), crate::Focus::All)["/dataAccess"]
    };
    assert!(state(true).disabled);
    assert_eq!(state(true).presence, crate::Presence::Optional);
    assert_eq!(state(true).hint, Some(crate::Hint::AeoExempt), "says why");
    assert_eq!(state(false), crate::FieldState::REQUIRED);
}

#[test]
fn act_and_ace_require_a_location_and_an_office_of_destination() {
    let v = violations::<Act>(with(common(), json!({"operationsNumber": 1})));
    assert_eq!(paths(&v), ["/locations", "/customsOffices"]);
    let v = violations::<Ace>(with(
        common(),
        json!({"operationsNumber": 1, "locations": [{"name": "Depot"}], "customsOffices": [office("MD200000")]}),
    ));
    assert_eq!(
        paths(&v),
        ["/locations/0/city", "/locations/0/streetNumber"]
    );
}

#[test]
fn locations_are_renumbered_from_one() {
    let doc = with(
        common(),
        json!({"operationsNumber": 1, "customsOffices": [office("MD200000")],
        "locations": [with(location(), json!({"sequence": 3})), with(location(), json!({"sequence": 7}))]}),
    );
    let (doc, _, _) = evaluate::<Ace>(doc, None, None);
    assert_eq!(doc["locations"][0]["sequence"], 1);
    assert_eq!(doc["locations"][1]["sequence"], 2);
}

#[test]
fn an_office_named_twice_is_refused() {
    let doc = with(
        common(),
        json!({"operationsNumber": 1, "locations": [location()],
        "customsOffices": [office("MD200000"), office("MD200000")]}),
    );
    let v = violations::<Act>(doc);
    assert_eq!(v, [("/customsOffices/1".into(), "unique-office".into())]);
}

fn acr(extra: Value) -> Value {
    with(common(), with(complete_places(), extra))
}

#[test]
fn acr_requires_the_guarantee_indicator_and_one_reference() {
    let v = violations::<Acr>(acr(json!({})));
    assert_eq!(
        paths(&v),
        [
            "/guaranteeIndicator",
            "/applicationReferenceNumber",
            "/customsDecisionReferenceNumber"
        ]
    );
    let v = violations::<Acr>(acr(
        json!({"guaranteeIndicator": false, "applicationReferenceNumber": "APP-1"}),
    ));
    assert_eq!(v, []);
}

#[test]
fn acr_each_reference_hides_once_the_other_is_filled() {
    let doc = acr(json!({"guaranteeIndicator": true, "customsDecisionReferenceNumber": "D1"}));
    let d: crate::authorisation::Application<Acr> = serde_json::from_value(doc).unwrap();
    let fields = Authorisation::<Acr>::fields(&d, &ctx());
    assert_eq!(
        fields["/applicationReferenceNumber"].presence,
        crate::Presence::NotAllowed
    );
    assert_eq!(
        fields["/customsDecisionReferenceNumber"].presence,
        crate::Presence::Required
    );
    // a file that brings both keeps the decision's reference
    let doc = acr(
        json!({"guaranteeIndicator": true, "customsDecisionReferenceNumber": "D1", "applicationReferenceNumber": "A1"}),
    );
    let (doc, v, removed) = evaluate::<Acr>(doc, None, None);
    assert_eq!(removed, ["/applicationReferenceNumber"]);
    assert_eq!(doc["customsDecisionReferenceNumber"], "D1");
    assert_eq!(v, []);
}

#[test]
fn acr_changing_the_guarantee_indicator_clears_both_references() {
    let before = acr(json!({"guaranteeIndicator": true, "customsDecisionReferenceNumber": "D1"}));
    let after = acr(json!({"guaranteeIndicator": false, "customsDecisionReferenceNumber": "D1"}));
    let (doc, _, removed) =
        evaluate::<Acr>(after, Some(before.clone()), Some("/guaranteeIndicator"));
    assert_eq!(removed, ["/customsDecisionReferenceNumber"]);
    assert!(doc.get("customsDecisionReferenceNumber").is_none());
    // the same value again is no change; a store (no `changed`) never clears them
    let (doc, _, removed) = evaluate::<Acr>(
        before.clone(),
        Some(before.clone()),
        Some("/guaranteeIndicator"),
    );
    assert!(removed.is_empty());
    assert_eq!(doc["customsDecisionReferenceNumber"], "D1");
    let (_, _, removed) = evaluate::<Acr>(before, None, None);
    assert!(removed.is_empty());
}

#[test]
fn acr_references_are_at_most_40_characters_and_goods_under_union_is_disabled() {
    let v = violations::<Acr>(acr(
        json!({"guaranteeIndicator": true, "customsDecisionReferenceNumber": "D".repeat(41)}),
    ));
    assert_eq!(
        v,
        [(
            "/customsDecisionReferenceNumber".into(),
            "max-length".into()
        )]
    );
    let d: crate::authorisation::Application<Acr> = serde_json::from_value(acr(json!({}))).unwrap();
    assert!(Authorisation::<Acr>::fields(&d, &ctx())["/goodsUnderUnion"].disabled);
}

#[test]
fn eir_requires_the_declarant_entry() {
    let v = violations::<Eir>(with(common(), json!({"declarantData": {}})));
    assert_eq!(
        paths(&v),
        [
            "/declarantData/goodsConcerned",
            "/declarantData/prohibitionsRestrictions",
            "/declarantData/responsibleCustomsOffices",
            "/declarantData/numberOfOperations",
            "/declarantData/proceduresConcerned",
            "/declarantData/waiver/indication",
        ]
    );
}

#[test]
fn eir_turning_the_waiver_off_removes_its_description() {
    let mut doc = with(common(), complete_eir());
    doc["declarantData"]["waiver"] =
        json!({"indication": false, "description": "x", "preDeparture": "y"});
    let (doc, v, removed) = evaluate::<Eir>(doc, None, None);
    assert_eq!(removed, ["/declarantData/waiver/description"]);
    assert_eq!(doc["declarantData"]["waiver"]["preDeparture"], "y");
    assert_eq!(v, []);
    let mut on = doc.clone();
    on["declarantData"]["waiver"]["indication"] = json!(true);
    assert_eq!(
        paths(&violations::<Eir>(on)),
        ["/declarantData/waiver/description"]
    );
}

#[test]
fn eir_goods_concerned_follow_the_commodity_code_rules() {
    let mut doc = with(common(), complete_eir());
    doc["declarantData"]["goodsConcerned"][0]["taricCode"] = json!("73-18");
    let v = violations::<Eir>(doc);
    assert_eq!(
        v,
        [(
            "/declarantData/goodsConcerned/0/taricCode".into(),
            "alphanumeric".into()
        )]
    );
}

/// Spec 9 "EORI-style ids: 17", two letters then letters and digits: the applicant's, as the
/// parties of a declaration or a guarantee (one limit of the shared party block).
#[test]
fn the_applicants_eori_must_have_the_eori_format() {
    let seals = json!({"sealsType": "Lead seals", "operationsNumber": 1});
    for bad in ["1MD000", "md1000000000001", "MD10000000000000001", "M"] {
        let doc = with(
            with(common(), seals.clone()),
            json!({"applicant": {"EORINumber": bad, "name": "X"}}),
        );
        let v = violations::<Sse>(doc);
        // one message naming the whole format, the too long one included
        assert!(
            v.iter()
                .any(|(p, rule)| p == "/applicant/EORINumber" && rule == "eori-format"),
            "{bad}: {v:?}"
        );
    }
    assert!(!violations::<Sse>(with(common(), seals))
        .iter()
        .any(|(_, rule)| rule == "eori-format"));
}

#[test]
fn a_trader_is_the_applicant_and_cannot_change_it() {
    let blank = Authorisation::<Sse>::defaults(&ctx());
    assert_eq!(
        blank.common.applicant.as_ref().and_then(|a| a.eori()),
        Some("MD1000000000001")
    );
    assert_eq!(
        blank.common.decision_type.as_ref().map(|d| d.code.as_str()),
        Some("SSE")
    );
    let fields = Authorisation::<Sse>::fields(&blank, &ctx());
    assert!(fields["/applicant"].disabled);
    assert_eq!(
        fields["/representative"].presence,
        crate::Presence::NotAllowed
    );
}

#[test]
fn an_agent_is_the_representative_until_i_am_holder() {
    let mut agent = ctx();
    agent.user.user_type = UserType::Agent;
    agent.user.eori = Some("MD3000000000001".into());
    let mut blank = Authorisation::<Trd>::defaults(&agent);
    assert_eq!(
        blank.common.representative.as_ref().and_then(|a| a.eori()),
        Some("MD3000000000001")
    );
    let v = Authorisation::<Trd>::validate(&blank, &agent);
    assert!(v.iter().any(|v| v.path == "/applicant"), "{v:?}");
    let removed = Authorisation::<Trd>::normalise(&mut blank, None, Some("#i-am-holder"), &agent);
    assert_eq!(removed, ["/representative"]);
    assert_eq!(
        blank.common.applicant.as_ref().and_then(|a| a.eori()),
        Some("MD3000000000001")
    );
}

/// The user's AEO status comes with the user (the server's EORI catalog): a trader's own
/// application, and an agent's once they are the holder, start with it, so an AEO ETD
/// applicant is not asked the 'Access to Data' from the first screen.
#[test]
fn the_users_own_party_carries_their_aeo_status() {
    let applicant_aeo = |doc: &crate::authorisation::Application<Etd>| {
        doc.common.applicant.as_ref().and_then(|a| a.aeo_authorised)
    };
    let mut trader = ctx();
    trader.user.aeo_authorised = true;
    let blank = Authorisation::<Etd>::defaults(&trader);
    assert_eq!(applicant_aeo(&blank), Some(true));
    assert!(
        Authorisation::<Etd>::fields_for(&blank, &trader, crate::Focus::All)["/dataAccess"]
            .disabled
    );

    let mut agent = trader.clone();
    agent.user.user_type = UserType::Agent;
    let mut blank = Authorisation::<Etd>::defaults(&agent);
    assert!(blank.common.applicant.is_none());
    Authorisation::<Etd>::normalise(&mut blank, None, Some("#i-am-holder"), &agent);
    assert_eq!(applicant_aeo(&blank), Some(true));

    let plain = Authorisation::<Etd>::defaults(&ctx());
    assert_eq!(applicant_aeo(&plain), None);
}

#[test]
fn the_attestation_is_required_to_submit_and_not_asked_in_view_mode() {
    let mut doc = with(common(), json!({"operationsNumber": 1}));
    doc["attestation"] = json!(false);
    assert_eq!(
        violations::<Trd>(doc.clone()),
        [("/attestation".into(), "attestation".into())]
    );
    doc.as_object_mut().unwrap().remove("attestation");
    assert_eq!(
        violations::<Trd>(doc.clone()),
        [("/attestation".into(), "required".into())]
    );
    let d = serde_json::from_value(doc).unwrap();
    let view = ctx().with_mode(Mode::View);
    assert!(Authorisation::<Trd>::validate(&d, &view).is_empty());
}

#[test]
fn an_unknown_field_is_refused_by_every_kind() {
    let doc = with(common(), json!({"sealsTipe": "x"}));
    let err = serde_json::from_value::<crate::authorisation::Application<Sse>>(doc).unwrap_err();
    assert!(err.to_string().contains("sealsTipe"), "{err}");
    // a field of another kind is unknown too
    let doc = with(common(), json!({"dataAccess": "x"}));
    assert!(serde_json::from_value::<crate::authorisation::Application<Sse>>(doc).is_err());
}

#[test]
fn the_engine_hands_the_limits_to_the_ui_with_the_field_states() {
    let req = json!({"kind": "acr", "document": null, "ctx": ctx(), "limits": true}).to_string();
    let answer: Value = serde_json::from_str(&crate::evaluate_json(&req).unwrap()).unwrap();
    assert_eq!(
        answer["limits"]["/customsDecisionReferenceNumber"],
        json!({"maxLength": 40})
    );
    assert_eq!(
        answer["limits"]["/locations/*/city"],
        json!({"maxLength": 35})
    );
    assert_eq!(
        answer["limits"]["/operationsNumber"],
        json!({"minimum": 0, "maximum": 9_999_999})
    );
    assert_eq!(answer["document"]["decisionType"]["code"], "ACR");
    assert_eq!(
        answer["fields"]["/guaranteeIndicator"]["presence"],
        "required"
    );
}

#[test]
fn the_registry_serves_the_sixteen_kinds_of_the_spec() {
    for kind in crate::authorisation::DECISION_TYPES.iter().map(|d| d.path) {
        assert!(crate::kind_names().contains(&kind), "{kind}");
        assert_eq!(crate::commands(kind), ["#i-am-holder"]);
    }
    assert!(crate::commands("a99").is_empty());
}

#[test]
fn the_summary_carries_the_list_columns() {
    let mut doc = with(common(), json!({"operationsNumber": 1, "sealsType": "x"}));
    doc["registrationReference"] = json!({"reference": "APP1"});
    doc["decision"] = json!({"referenceNumber": "MDSSE2026000001", "validityEnd": "2029-01-01"});
    let d = serde_json::from_value(doc).unwrap();
    let s = Authorisation::<Sse>::summary(&d);
    assert_eq!(s.reference.as_deref(), Some("APP1"));
    assert_eq!(s.issued_reference.as_deref(), Some("MDSSE2026000001"));
    assert_eq!(s.type_code.as_deref(), Some("SSE"));
    assert_eq!(s.customs_office.as_deref(), Some("MD000001"));
    assert_eq!(s.end_date.as_deref(), Some("2029-01-01"));
    assert_eq!(s.holder_eori.as_deref(), Some("MD1000000000001"));
}
