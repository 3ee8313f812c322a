//! Section 5 "Form visibility and choices" and the required fields, fired and not fired.

use super::*;
use crate::conditional::{AT_LEAST_ONE_MEMBER, NOT_ALLOWED, REQUIRED};
use crate::g01::testing::{guarantor, GuaranteeBuilder as B};
use crate::{Presence, UserCtx, UserType};

#[test]
fn a_valid_application_has_no_violations() {
    for doc in [
        B::valid_comprehensive().build(),
        B::individual("2").build(),
        B::individual("4").build(),
        B::individual("9").build(),
        B::individual("B").build(),
        B::individual("3").build(),
    ] {
        assert_eq!(violations(&doc), vec![], "{:?}", doc.guarantee_type);
    }
}

#[test]
fn guarantor_required_for_types_1_2_4_9_b() {
    for t in ["1", "2", "4", "9", "B"] {
        let doc = B::individual(t).with(|g| g.guarantor = None).build();
        assert!(fires(&doc, REQUIRED, "/guarantor"), "type {t}");
        assert_eq!(state(&doc, "/guarantor").presence, Presence::Required);
    }
}

#[test]
fn guarantor_not_allowed_for_other_types() {
    for t in ["0", "3", "5", "8", "A"] {
        let doc = B::individual(t)
            .with(|g| g.guarantor = Some(guarantor()))
            .build();
        assert!(fires(&doc, NOT_ALLOWED, "/guarantor"), "type {t}");
        let without = B::individual(t).build();
        assert!(!fires(&without, REQUIRED, "/guarantor"), "type {t}");
    }
}

#[test]
fn voucher_number_only_for_type_4() {
    let doc = B::individual("4").with(|g| g.voucher_number = None).build();
    assert!(fires(&doc, REQUIRED, "/voucherNumber"));
    let doc = B::individual("1")
        .with(|g| g.voucher_number = Some("A123456".into()))
        .build();
    assert!(fires(&doc, NOT_ALLOWED, "/voucherNumber"));
    assert_eq!(
        state(&B::individual("1").build(), "/voucherNumber"),
        FieldState::NOT_ALLOWED
    );
}

#[test]
fn offices_only_for_types_2_and_9_destination_disabled_for_2() {
    let nine = B::individual("9").with(|g| g.offices = None).build();
    assert!(fires(&nine, REQUIRED, "/offices"));
    assert_eq!(
        state(&nine, "/offices/customsOfficeOfDestination"),
        FieldState::REQUIRED
    );
    let two = B::individual("2").build();
    assert_eq!(
        state(&two, "/offices/customsOfficeOfDestination"),
        FieldState::OPTIONAL.disabled(true)
    );
    assert!(violations(&two).is_empty());
    let one = B::individual("1")
        .with(|g| g.offices = B::individual("9").build().offices)
        .build();
    assert!(fires(&one, NOT_ALLOWED, "/offices"));
}

#[test]
fn authorisation_reference_and_level_only_when_comprehensive() {
    let doc = B::valid_comprehensive().build();
    assert_eq!(state(&doc, "/authorisationReference"), FieldState::OPTIONAL);
    assert_eq!(state(&doc, "/levelOfGuarantee"), FieldState::REQUIRED);
    let not = B::individual("9")
        .with(|g| {
            g.authorisation_reference = B::valid_comprehensive().build().authorisation_reference
        })
        .build();
    assert!(fires(&not, NOT_ALLOWED, "/authorisationReference"));
    assert_eq!(state(&not, "/levelOfGuarantee"), FieldState::NOT_ALLOWED);
}

#[test]
fn simplification_code_2_requires_an_authorisation_reference() {
    let doc = B::individual("9")
        .with(|g| g.simplification = Some(crate::g01::testing::code("2")))
        .build();
    assert!(fires(&doc, REQUIRED, "/authorisationReference"));
    assert!(!fires(
        &B::valid_comprehensive()
            .with(|g| g.authorisation_reference = None)
            .build(),
        REQUIRED,
        "/authorisationReference"
    ));
}

#[test]
fn national_guarantee_has_no_countries_not_covered() {
    let doc = B::valid_comprehensive()
        .with(|g| {
            g.national_guarantee = Some(true);
            g.countries_not_covered = vec![crate::g01::testing::country("RO", true)];
        })
        .build();
    assert!(fires(&doc, NOT_ALLOWED, "/countriesNotCovered"));
    let covered = B::valid_comprehensive()
        .with(|g| g.countries_not_covered = vec![crate::g01::testing::country("RO", true)])
        .build();
    assert_eq!(
        state(&covered, "/countriesNotCovered"),
        FieldState::OPTIONAL
    );
    assert!(violations(&covered).is_empty());
}

#[test]
fn master_code_required_unless_type_2() {
    let doc = B::valid_comprehensive()
        .with(|g| g.master_code = None)
        .build();
    assert!(fires(&doc, REQUIRED, "/masterCode"));
    let two = B::individual("2")
        .with(|g| g.master_code = Some("AB12".into()))
        .build();
    assert!(fires(&two, NOT_ALLOWED, "/masterCode"));
}

#[test]
fn required_fields_of_section_5() {
    let doc = Guarantee::default();
    for path in [
        "/customsOffice",
        "/guaranteeLanguage",
        "/applicant",
        "/simplification",
        "/guaranteeType",
        "/monitoringCode",
        "/amount",
        "/currency",
        "/startDate",
        "/endDate",
    ] {
        assert!(fires(&doc, REQUIRED, path), "{path}");
    }
    assert!(fires(&doc, AT_LEAST_ONE_MEMBER, "/commodities"));
}

#[test]
fn holder_locked_for_trader_users() {
    let doc = B::valid_comprehensive().build();
    assert!(state(&doc, "/applicant").disabled);
    let agent = ctx().with_user(UserCtx {
        user_type: UserType::Agent,
        ..UserCtx::default()
    });
    assert!(!G01::fields(&doc, &agent)["/applicant"].disabled);
}

#[test]
fn access_code_restriction_fields_required_when_their_restriction_applies() {
    use crate::g01::testing::access_code;
    use crate::g01::RestrictionType::*;
    for r in [Eori, Date, Amount, Unlimited, All] {
        let doc = B::valid_comprehensive()
            .with(|g| g.access_codes = vec![access_code(r)])
            .build();
        assert!(violations(&doc).is_empty(), "{r:?}: {:?}", violations(&doc));
    }
    let mut a = access_code(All);
    a.beneficiary = None;
    a.start_date = None;
    a.amount_limit = None;
    let doc = B::valid_comprehensive()
        .with(|g| g.access_codes = vec![a])
        .build();
    for path in [
        "/accessCodes/0/beneficiary",
        "/accessCodes/0/startDate",
        "/accessCodes/0/amountLimit",
    ] {
        assert!(fires(&doc, REQUIRED, path), "{path}");
    }
    let mut u = access_code(All);
    u.restriction_type = Some(Unlimited);
    let doc = B::valid_comprehensive()
        .with(|g| g.access_codes = vec![u])
        .build();
    assert!(fires(&doc, NOT_ALLOWED, "/accessCodes/0/amountLimit"));
    assert_eq!(
        state(&doc, "/accessCodes/0/beneficiary"),
        FieldState::NOT_ALLOWED
    );
}
