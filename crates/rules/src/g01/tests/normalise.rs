//! Section 4 "Field-dependency rules", fired and not fired; what is removed is reported.

use super::*;
use crate::g01::testing::{access_code, code, country, GuaranteeBuilder as B};
use crate::g01::{G01TypeRef, RestrictionType};
use crate::Mode;

#[test]
fn type_change_removes_the_guarantor_if_the_new_type_does_not_need_one() {
    let mut doc = B::valid_comprehensive()
        .with(|g| g.guarantee_type = Some(G01TypeRef::new("0")))
        .build();
    assert_eq!(normalise(&mut doc), vec!["/guarantor"]);
    assert!(doc.guarantor.is_none());
    let mut keeps = B::valid_comprehensive()
        .with(|g| g.guarantee_type = Some(G01TypeRef::new("9")))
        .build();
    assert!(!normalise(&mut keeps).contains(&"/guarantor".to_owned()));
}

#[test]
fn type_change_removes_the_master_code_if_not_applicable() {
    let mut doc = B::individual("9")
        .with(|g| g.guarantee_type = Some(G01TypeRef::new("2")))
        .build();
    let removed = normalise(&mut doc);
    assert!(removed.contains(&"/masterCode".to_owned()), "{removed:?}");
    // Type 2 keeps a destination office (disabled, not removed).
    assert!(!removed.contains(&"/offices/customsOfficeOfDestination".to_owned()));
    let mut keeps = B::individual("9").build();
    assert!(normalise(&mut keeps).is_empty());
}

#[test]
fn type_change_away_from_4_removes_the_voucher_number() {
    let mut doc = B::individual("4")
        .with(|g| g.guarantee_type = Some(G01TypeRef::new("1")))
        .build();
    assert_eq!(normalise(&mut doc), vec!["/voucherNumber"]);
}

#[test]
fn simplification_away_from_comprehensive_clears_the_authorisation_reference() {
    let mut doc = B::valid_comprehensive()
        .with(|g| g.simplification = Some(code("4")))
        .build();
    assert_eq!(
        normalise(&mut doc),
        vec!["/authorisationReference", "/levelOfGuarantee"]
    );
    let mut keeps = B::valid_comprehensive().build();
    assert!(normalise(&mut keeps).is_empty());
}

#[test]
fn national_guarantee_removes_the_countries_not_covered() {
    let mut doc = B::valid_comprehensive()
        .with(|g| {
            g.national_guarantee = Some(true);
            g.countries_not_covered = vec![country("RO", true)];
        })
        .build();
    assert_eq!(normalise(&mut doc), vec!["/countriesNotCovered"]);
    let mut keeps = B::valid_comprehensive()
        .with(|g| g.countries_not_covered = vec![country("RO", true)])
        .build();
    assert!(normalise(&mut keeps).is_empty());
}

#[test]
fn restriction_type_change_clears_fields_that_do_not_apply() {
    use RestrictionType::*;
    for (to, removed) in [
        (
            Unlimited,
            vec!["beneficiary", "startDate", "endDate", "amountLimit"],
        ),
        (Amount, vec!["beneficiary", "startDate", "endDate"]),
        (Date, vec!["beneficiary", "amountLimit"]),
        (Eori, vec!["startDate", "endDate", "amountLimit"]),
        (All, vec![]),
    ] {
        let mut a = access_code(All);
        a.restriction_type = Some(to);
        let mut doc = B::valid_comprehensive()
            .with(|g| g.access_codes = vec![a])
            .build();
        let expected: Vec<String> = removed
            .iter()
            .map(|f| format!("/accessCodes/0/{f}"))
            .collect();
        assert_eq!(normalise(&mut doc), expected, "{to:?}");
    }
}

#[test]
fn nothing_changes_outside_the_editable_modes() {
    let mut doc = B::valid_comprehensive()
        .with(|g| g.guarantee_type = Some(G01TypeRef::new("0")))
        .build();
    let view = ctx().with_mode(Mode::View);
    assert!(G01::normalise(&mut doc, None, None, &view).is_empty());
    assert!(doc.guarantor.is_some());
}

#[test]
fn commodities_are_renumbered_from_1() {
    let mut doc = B::valid_comprehensive()
        .with(|g| {
            let c = g.commodities[0].clone();
            g.commodities.push(c);
            g.commodities[0].sequence = 7;
        })
        .build();
    normalise(&mut doc);
    let seq: Vec<u32> = doc.commodities.iter().map(|c| c.sequence).collect();
    assert_eq!(seq, vec![1, 2]);
}

#[test]
fn defaults_of_currency_and_language_from_the_application() {
    let doc = G01::defaults(&ctx());
    assert_eq!(doc.currency.as_ref().map(|c| c.code.as_str()), Some("MDL"));
    assert_eq!(
        doc.guarantee_language.as_ref().map(|c| c.code.as_str()),
        Some("RO")
    );
    assert_eq!(doc.applicant_eori(), Some("MD1000000000001"));
    assert_eq!(doc.national_guarantee, Some(false));
    assert_eq!(
        G01::defaults(&ctx().with_mode(Mode::Modify)),
        Guarantee::default()
    );
}
