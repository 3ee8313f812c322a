//! The nine procedure and guarantee kinds (DPO, OPO, IPO, EUS, TST, CWP, SDE, CGU, TEA): a
//! complete application of each has no violation and every limit of its table is enforced;
//! each dependent rule of spec section 4 and each validation rule of section 5 fired and not
//! fired, through the kind's `Kind` face.

use serde_json::{json, Value};

use super::examples::{cgu, cwp, dpo, eus, ipo, opo, sde, tea, tst};
use super::tests::{ctx, evaluate, paths, violations};
use super::*;
use crate::authorisation::{Authorisation, Form};
use crate::limits_enforced::unenforced;
use crate::{Kind, Presence};

fn complete<F: Form>(doc: Value) {
    assert_eq!(violations::<F>(doc.clone()), [], "{}", F::PATH);
    let typed = serde_json::from_value(doc).unwrap();
    let problems = unenforced::<Authorisation<F>>(&typed, &ctx());
    assert!(problems.is_empty(), "{}: {problems:#?}", F::PATH);
}

#[test]
fn complete_applications_of_the_nine_kinds_have_no_violations_and_enforce_their_limits() {
    complete::<Dpo>(dpo());
    complete::<Opo>(opo());
    complete::<Ipo>(ipo());
    complete::<Eus>(eus());
    complete::<Tst>(tst());
    complete::<Cwp>(cwp());
    complete::<Sde>(sde());
    complete::<Cgu>(cgu());
    complete::<Tea>(tea());
}

#[test]
fn a_new_application_starts_with_its_sections_and_main_accounts() {
    let doc = serde_json::to_value(Authorisation::<Tst>::defaults(&ctx())).unwrap();
    assert!(doc["mainAccounts"].is_object());
    assert!(doc["temporaryStorage"]["storageFacilityDetails"].is_object());
    let doc = serde_json::to_value(Authorisation::<Cgu>::defaults(&ctx())).unwrap();
    assert_eq!(
        doc["guaranteeReferenceAmount"]["amountCurrency"]["code"],
        "EUR"
    );
}

#[test]
fn main_account_type_is_required_of_the_procedure_kinds_and_cgu_needs_a_record() {
    let mut doc = ipo();
    doc["mainAccounts"] = json!({});
    assert!(paths(&violations::<Ipo>(doc)).contains(&"/mainAccounts/typeOfAccounts"));
    let mut doc = cgu();
    doc["mainAccounts"]["records"] = json!([]);
    assert!(paths(&violations::<Cgu>(doc)).contains(&"/mainAccounts/records"));
}

#[test]
fn cwp_public_warehouse_cw2_drops_the_main_account_records() {
    let mut doc = cwp();
    doc["warehouseType"] = json!({"code": "CW2"});
    let (_, v, removed) = evaluate::<Cwp>(doc, None, Some("/warehouseType"));
    assert_eq!(removed, ["/mainAccounts/records"]);
    assert_eq!(v, []);
    let (_, _, removed) = evaluate::<Cwp>(cwp(), None, None);
    assert!(removed.is_empty());
}

#[test]
fn cwp_equivalent_goods_on_replaces_the_identification_and_off_the_reverse() {
    let mut doc = cwp();
    doc["customsWarehousing"]["customsWarehousingGoods"][0]["equivalentGoodsIndication"] =
        json!(true);
    let (after, _, removed) = evaluate::<Cwp>(doc, None, None);
    assert_eq!(
        removed,
        ["/customsWarehousing/customsWarehousingGoods/0/goodsIdentification"]
    );
    let row = &after["customsWarehousing"]["customsWarehousingGoods"][0];
    assert!(row["equivalentGoods"].is_object());
    let mut back = after.clone();
    back["customsWarehousing"]["customsWarehousingGoods"][0]["equivalentGoodsIndication"] =
        json!(false);
    let (after, _, removed) = evaluate::<Cwp>(back, None, None);
    assert_eq!(
        removed,
        ["/customsWarehousing/customsWarehousingGoods/0/equivalentGoods"]
    );
    let row = &after["customsWarehousing"]["customsWarehousingGoods"][0];
    assert!(row["goodsIdentification"].is_object());
}

#[test]
fn turning_off_storage_of_union_goods_or_temporary_removal_clears_its_description() {
    let mut doc = cwp();
    doc["customsWarehousing"]["storageOfUnionGoods"]["indication"] = json!(false);
    doc["customsWarehousing"]["temporaryRemoval"]["indication"] = json!(false);
    let (_, _, removed) = evaluate::<Cwp>(doc, None, None);
    assert_eq!(
        removed,
        [
            "/customsWarehousing/storageOfUnionGoods/description",
            "/customsWarehousing/temporaryRemoval/description"
        ]
    );
}

/// The presence of the guarantee and of the suggested guarantee office of `doc`.
fn guarantee_states<F: Form>(doc: Value) -> [Option<Presence>; 2] {
    let doc = serde_json::from_value(doc).expect("fits the model");
    let e = Authorisation::<F>::evaluate(doc, None, None, &ctx());
    ["/guarantee", "/suggestedCustomsOffices/guarantee"]
        .map(|p| e.fields.get(p).map(|s| s.presence))
}

#[test]
fn opo_guarantee_and_its_office_exist_only_with_prior_import() {
    let none = json!({"replacementProducts": {"indicator": false}, "processedProducts": {"indicator": false}});
    let mut doc = opo();
    doc["outwardProcessing"]["priorImport"] = none.clone();
    let (_, _, removed) = evaluate::<Opo>(doc.clone(), None, None);
    assert_eq!(
        removed,
        ["/suggestedCustomsOffices/guarantee", "/guarantee"]
    );
    assert_eq!(
        guarantee_states::<Opo>(doc),
        [Some(Presence::NotAllowed); 2],
        "neither shown without prior import"
    );
    // Prior import of processed products alone is enough: both come back, required.
    let mut doc = opo();
    doc["outwardProcessing"]["priorImport"]["replacementProducts"] = json!({"indicator": false});
    doc.as_object_mut().unwrap().remove("guarantee");
    doc["suggestedCustomsOffices"]
        .as_object_mut()
        .unwrap()
        .remove("guarantee");
    assert_eq!(
        guarantee_states::<Opo>(doc.clone()),
        [Some(Presence::Required); 2]
    );
    let (after, v, _) = evaluate::<Opo>(doc, None, None);
    assert!(paths(&v).contains(&"/suggestedCustomsOffices/guarantee"));
    assert_eq!(
        after["guarantee"],
        json!({"guaranteeIndication": false}),
        "a guarantee to give, not given until told"
    );
}

#[test]
fn ipo_processed_products_need_8_digit_codes_when_duties_are_calculated_on_them() {
    let mut doc = ipo();
    doc["inwardProcessing"]["processedProducts"][0]["commodityCode"] = json!("7318");
    assert!(!violations::<Ipo>(doc.clone())
        .iter()
        .any(|(_, rule)| rule == "commodity-code-8-digits"));
    doc["inwardProcessing"]["indicators"]["dutiesCalculation"] = json!(true);
    assert!(violations::<Ipo>(doc.clone()).contains(&(
        "/inwardProcessing/processedProducts/0/commodityCode".into(),
        "commodity-code-8-digits".into()
    )));
    doc["inwardProcessing"]["processedProducts"][0]["commodityCode"] = json!("73181595");
    assert_eq!(violations::<Ipo>(doc), []);
}

#[test]
fn dpo_and_sde_ask_the_type_of_deferment_and_the_office_of_guarantee_alike() {
    let mut doc = dpo();
    let deferment = doc["paymentDeferment"].as_object_mut().unwrap();
    deferment.remove("defermentPaymentType");
    deferment.remove("customsOfficeOfGuarantee");
    assert_eq!(
        paths(&violations::<Dpo>(doc)),
        [
            "/paymentDeferment/defermentPaymentType",
            "/paymentDeferment/customsOfficeOfGuarantee"
        ]
    );
    let mut doc = sde();
    doc.as_object_mut()
        .unwrap()
        .remove("customsOfficeOfGuarantee");
    assert_eq!(
        paths(&violations::<Sde>(doc)),
        ["/customsOfficeOfGuarantee"]
    );
    // A section that flattens the block still refuses a key it does not know.
    let mut doc = dpo();
    doc["paymentDeferment"]["defermentTypo"] = json!("1");
    assert!(serde_json::from_value::<crate::authorisation::Application<Dpo>>(doc).is_err());
}

#[test]
fn opo_prior_import_time_limit_is_0_to_99_months_and_goes_with_its_indicator() {
    let mut doc = opo();
    doc["outwardProcessing"]["priorImport"]["replacementProducts"] =
        json!({"indicator": true, "timeLimit": 100});
    let v = violations::<Opo>(doc);
    assert!(v.contains(&(
        "/outwardProcessing/priorImport/replacementProducts/timeLimit".into(),
        "maximum".into()
    )));
    let mut doc = opo();
    doc["outwardProcessing"]["priorImport"]["replacementProducts"] =
        json!({"indicator": false, "timeLimit": 3});
    let (_, _, removed) = evaluate::<Opo>(doc, None, None);
    assert_eq!(
        removed,
        ["/outwardProcessing/priorImport/replacementProducts/timeLimit"]
    );
}

#[test]
fn opo_standard_exchange_needs_its_type_and_replacement_product_codes() {
    let mut doc = opo();
    doc["outwardProcessing"]["standardExchange"] =
        json!({"indication": true, "replacementProducts": [{"commodityCode": "8471"}]});
    let v = violations::<Opo>(doc);
    let at = "/outwardProcessing/standardExchange";
    assert!(paths(&v).contains(&format!("{at}/exchangeType").as_str()));
    assert!(paths(&v).contains(&format!("{at}/replacementProducts/0/productCode").as_str()));
}

#[test]
fn ipo_clearing_prior_exportation_removes_the_declaration_period_and_the_guarantee() {
    let mut doc = ipo();
    doc["inwardProcessing"]["indicators"]["priorExportation"] = json!(false);
    doc["inwardProcessing"]["indicators"]["declarationPeriod"] = json!(3);
    let (_, _, removed) = evaluate::<Ipo>(doc.clone(), None, None);
    assert_eq!(
        removed,
        [
            "/inwardProcessing/indicators/declarationPeriod",
            "/suggestedCustomsOffices/guarantee",
            "/guarantee"
        ]
    );
    let (after, v, removed) = evaluate::<Ipo>(ipo(), None, None);
    assert!(removed.is_empty(), "{removed:?}");
    assert_eq!(v, []);
    assert_eq!(
        after["inwardProcessing"]["indicators"]["declarationPeriod"],
        6
    );
}

#[test]
fn ipo_indicators_are_required_and_the_declaration_period_has_2_digits() {
    let mut doc = ipo();
    doc["inwardProcessing"]["indicators"] =
        json!({"priorExportation": true, "declarationPeriod": 100});
    let v = violations::<Ipo>(doc);
    let at = "/inwardProcessing/indicators";
    assert!(v.contains(&(format!("{at}/declarationPeriod"), "maximum".into())));
    assert!(paths(&v).contains(&format!("{at}/releaseBillOfDischarge").as_str()));
    assert!(paths(&v).contains(&format!("{at}/dutiesCalculation").as_str()));
}

#[test]
fn eus_keeps_the_identification_beside_equivalent_goods_and_shows_special_provisions() {
    let mut doc = eus();
    let goods = &mut doc["endUse"]["specialProcedureGoods"][0];
    goods["equivalentGoodsIndication"] = json!(true);
    let (after, _, removed) = evaluate::<Eus>(doc, None, None);
    assert!(removed.is_empty(), "{removed:?}");
    assert!(after["endUse"]["specialProcedureGoods"][0]["goodsIdentification"].is_object());
    assert!(after["endUse"]["specialProcedureGoods"][0]["equivalentGoods"].is_object());
    let mut doc = ipo();
    doc["inwardProcessing"]["processedProducts"][0]["specialProvisions"] = json!(true);
    let (_, _, removed) = evaluate::<Ipo>(doc, None, None);
    assert!(removed.contains(&"/inwardProcessing/processedProducts/0/specialProvisions".into()));
}

#[test]
fn eus_always_shows_its_guarantee() {
    let mut doc = eus();
    doc.as_object_mut().unwrap().remove("guarantee");
    let (after, _, _) = evaluate::<Eus>(doc, None, None);
    assert!(after["guarantee"].is_object());
}

#[test]
fn special_procedure_goods_need_rate_of_yield_and_economic_conditions_code_and_description() {
    let mut doc = ipo();
    let goods = &mut doc["inwardProcessing"]["specialProcedureGoods"][0];
    goods.as_object_mut().unwrap().remove("rateOfYield");
    goods["economicConditions"] = json!([{}]);
    let v = violations::<Ipo>(doc);
    let at = "/inwardProcessing/specialProcedureGoods/0";
    for field in [
        "rateOfYield",
        "economicConditions/0/code",
        "economicConditions/0/description",
    ] {
        assert!(
            paths(&v).contains(&format!("{at}/{field}").as_str()),
            "{field}"
        );
    }
}

#[test]
fn identification_code_8_hides_and_removes_the_commercial_quality() {
    let mut doc = tea();
    let goods = &mut doc["temporaryAdmission"]["temporaryAdmissionGoods"][0];
    goods["equivalentGoodsIndication"] = json!(true);
    goods["equivalentGoods"] = json!({"commodityCode": "8471", "goodsDescription": "Laptops", "goodsIdentification": {"code": "8"}, "commercialQuality": "A"});
    let (_, v, removed) = evaluate::<Tea>(doc, None, None);
    let at = "/temporaryAdmission/temporaryAdmissionGoods/0";
    assert!(removed.contains(&format!("{at}/equivalentGoods/commercialQuality")));
    assert!(removed.contains(&format!("{at}/goodsIdentification")));
    assert_eq!(v, []);
}

#[test]
fn tea_goods_owners_added_start_in_the_deployment_country_and_need_an_address() {
    let mut doc = tea();
    doc["temporaryAdmission"]["goodsOwners"] = json!([{}]);
    let (after, v, _) = evaluate::<Tea>(doc, None, None);
    let owner = &after["temporaryAdmission"]["goodsOwners"][0];
    assert_eq!(owner["country"]["code"], json!(ctx().country));
    let at = "/temporaryAdmission/goodsOwners/0";
    assert_eq!(
        paths(&v),
        [
            format!("{at}/streetNumber"),
            format!("{at}/postcode"),
            format!("{at}/city")
        ]
    );
}

#[test]
fn tst_total_area_is_the_sum_of_the_areas_and_each_is_at_least_1_m2() {
    let (after, _, _) = evaluate::<Tst>(tst(), None, None);
    assert_eq!(
        after["temporaryStorage"]["storageFacilityDetails"]["totalArea"],
        json!(200)
    );
    let mut doc = tst();
    doc["temporaryStorage"]["storageFacilityDetails"]["areas"] = json!([0.5]);
    let v = violations::<Tst>(doc);
    assert!(v.contains(&(
        "/temporaryStorage/storageFacilityDetails/areas/0".into(),
        "area-at-least-1".into()
    )));
}

#[test]
fn tst_movement_of_goods_needs_legal_base_and_holder() {
    let mut doc = tst();
    doc["temporaryStorage"]["movementOfGoods"] = json!({});
    let v = violations::<Tst>(doc);
    assert_eq!(
        paths(&v),
        [
            "/temporaryStorage/movementOfGoods/legalBase",
            "/temporaryStorage/movementOfGoods/holder"
        ]
    );
}

#[test]
fn cds_guarantee_indication_off_removes_the_reference_number() {
    let mut doc = tst();
    doc["temporaryStorage"]["guarantee"] =
        json!({"guaranteeIndication": false, "guaranteeReferenceNumber": "24MD1"});
    let (_, _, removed) = evaluate::<Tst>(doc, None, None);
    assert_eq!(
        removed,
        ["/temporaryStorage/guarantee/guaranteeReferenceNumber"]
    );
}

#[test]
fn dpo_changing_the_guarantee_indication_clears_the_reference() {
    let at = "/paymentDeferment/guarantee";
    let (_, _, removed) = evaluate::<Dpo>(dpo(), None, Some(&format!("{at}/indication")));
    assert_eq!(removed, [format!("{at}/guaranteeReference")]);
    let (_, _, removed) = evaluate::<Dpo>(dpo(), None, Some("/operationsNumber"));
    assert!(removed.is_empty());
}

#[test]
fn dpo_changing_an_authorisation_type_removes_the_linked_decision_reference() {
    let at = "/paymentDeferment/proceduresConcerned/0";
    let changed = format!("{at}/authorisationType/code");
    let (after, v, removed) = evaluate::<Dpo>(dpo(), None, Some(&changed));
    assert_eq!(removed, [format!("{at}/decisionReferenceNumber")]);
    assert!(v.contains(&(format!("{at}/decisionReferenceNumber"), "required".into())));
    assert!(after["paymentDeferment"]["proceduresConcerned"][0]
        .get("decisionReferenceNumber")
        .is_none());
}

#[test]
fn dpo_average_period_is_required_for_special_procedures_only() {
    let at = "/paymentDeferment/proceduresConcerned/0/averagePeriod";
    let mut doc = dpo();
    let row = &mut doc["paymentDeferment"]["proceduresConcerned"][0];
    row.as_object_mut().unwrap().remove("averagePeriod");
    assert_eq!(paths(&violations::<Dpo>(doc)), [at]);
    let mut doc = dpo();
    doc["paymentDeferment"]["proceduresConcerned"][0]["procedureCode"] = json!({"code": "40"});
    let (_, v, removed) = evaluate::<Dpo>(doc, None, None);
    assert_eq!(removed, [at]);
    assert_eq!(v, []);
}

#[test]
fn sde_operations_number_has_at_most_7_digits_and_the_subcontractor_is_required() {
    let mut doc = sde();
    doc["operationsNumber"] = json!(10_000_000);
    doc.as_object_mut().unwrap().remove("subcontractor");
    let v = violations::<Sde>(doc);
    assert!(v.contains(&("/operationsNumber".into(), "maximum".into())));
    assert!(paths(&v).contains(&"/subcontractor"));
}

#[test]
fn cgu_a_guarantor_undertaking_creates_an_empty_guarantor_and_its_fields_go_together() {
    let mut doc = cgu();
    doc["guaranteeForm"] = json!({"guaranteeForm": {"code": "2", "guarantorUndertaking": true}, "textDescription": "Bank"});
    let (after, v, _) = evaluate::<Cgu>(doc, None, None);
    assert_eq!(after["guaranteeForm"]["guarantor"], json!({}));
    assert_eq!(v, []);
    let mut filled = after.clone();
    filled["guaranteeForm"]["guarantor"]["city"] = json!("Chișinău");
    let v = violations::<Cgu>(filled.clone());
    assert_eq!(
        paths(&v),
        [
            "/guaranteeForm/guarantor/name",
            "/guaranteeForm/guarantor/street",
            "/guaranteeForm/guarantor/postCode",
            "/guaranteeForm/guarantor/country"
        ]
    );
    filled["guaranteeForm"]["guaranteeForm"] = json!({"code": "1", "guarantorUndertaking": false});
    let (_, _, removed) = evaluate::<Cgu>(filled, None, None);
    assert_eq!(removed, ["/guaranteeForm/guarantor"]);
}

#[test]
fn cgu_levels_of_guarantee_are_numbered_and_need_code_and_description() {
    let mut doc = cgu();
    doc["levelOfGuarantees"] =
        json!([{}, {"levelOfGuarantee": {"code": "AA"}, "description": "x"}]);
    let (after, v, _) = evaluate::<Cgu>(doc, None, None);
    assert_eq!(after["levelOfGuarantees"][1]["sequence"], 2);
    assert_eq!(
        paths(&v),
        [
            "/levelOfGuarantees/0/levelOfGuarantee",
            "/levelOfGuarantees/0/description"
        ]
    );
}

#[test]
fn cgu_reference_amount_needs_value_and_currency_within_the_maximum() {
    let mut doc = cgu();
    doc["guaranteeReferenceAmount"] = json!({"amountValue": 100_000_000_000_000u64});
    let v = violations::<Cgu>(doc);
    assert_eq!(
        v,
        [
            (
                "/guaranteeReferenceAmount/amountValue".into(),
                "amount-range".into()
            ),
            (
                "/guaranteeReferenceAmount/amountCurrency".into(),
                "required".into()
            )
        ]
    );
}
