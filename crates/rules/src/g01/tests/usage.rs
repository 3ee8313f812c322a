//! The guarantee check of a declaration's use (`g01::usage`): one test per rule, that it
//! refuses with its CL252 code and that it lets the right use through.

use crate::g01::testing::{access_code, amount, country, office, party, GuaranteeBuilder};
use crate::g01::usage::{
    admit, check, declared_uses, shortfall, CodeUsed, Granted, Reason, Standing, Use,
};
use crate::g01::{Guarantee, RestrictionType};

const HOLDER: &str = "MD1000000000001";
const AGENT: &str = "MD2000000000001";

fn guarantee() -> Guarantee {
    GuaranteeBuilder::valid_comprehensive()
        .with(|g| {
            g.grn = Some("26MD000000000001X".into());
            g.status = None;
        })
        .build()
}

fn standing(balance: &str) -> Standing<'static> {
    Standing {
        status: "ACCEPTED",
        balance: amount(balance),
        consumed_codes: &[],
        used_by_another_movement: false,
        decision_active: true,
    }
}

/// The holder's own use with the master code, 1000 MDL from MD100000 to MD100001 today.
fn by_holder() -> Use {
    Use {
        holder_eori: Some(HOLDER.into()),
        access_code: Some("AB12".into()),
        guarantee_type: Some("1".into()),
        amount: amount("1000"),
        currency: Some("MDL".into()),
        today: "2026-12-15".into(),
        departure_office: Some("MD100000".into()),
        destination_office: Some("MD100001".into()),
        countries: vec!["MD".into()],
    }
}

fn run(g: &Guarantee, s: &Standing<'_>, u: &Use) -> Result<Granted, Reason> {
    check(Some(g), s, u, |a, b| a == b)
}

fn with_code(entry: crate::g01::AccessCodeEntry) -> Guarantee {
    let mut g = guarantee();
    g.access_codes = vec![entry];
    g
}

fn by_agent(code: &str) -> Use {
    Use {
        holder_eori: Some(AGENT.into()),
        access_code: Some(code.into()),
        ..by_holder()
    }
}

#[test]
fn holder_with_master_code_may_use_an_accepted_guarantee() {
    let granted = run(&guarantee(), &standing("50000"), &by_holder()).unwrap();
    assert_eq!(granted.code, CodeUsed::Master);
    assert!(!granted.single_use);
}

#[test]
fn unknown_grn_is_g01() {
    let r = check(None, &standing("1"), &by_holder(), |a, b| a == b);
    assert_eq!(r, Err(Reason::G01));
    assert_eq!(Reason::G01.to_string(), "G01 Guarantee does not exist");
}

#[test]
fn wrong_access_code_is_g03() {
    let u = Use {
        access_code: Some("ZZ99".into()),
        ..by_holder()
    };
    assert_eq!(run(&guarantee(), &standing("50000"), &u), Err(Reason::G03));
    assert_eq!(
        run(
            &guarantee(),
            &standing("50000"),
            &Use {
                access_code: None,
                ..by_holder()
            }
        ),
        Err(Reason::G03)
    );
}

#[test]
fn wrong_access_code_is_g03_before_the_guarantee_tells_anything_else() {
    // A revoked guarantee of another type: who has no code learns only G03.
    let s = Standing {
        status: "REVOKED",
        ..standing("0")
    };
    let u = Use {
        access_code: Some("ZZ99".into()),
        guarantee_type: Some("9".into()),
        ..by_holder()
    };
    assert_eq!(run(&guarantee(), &s, &u), Err(Reason::G03));
}

#[test]
fn master_code_used_by_another_holder_is_g04() {
    assert_eq!(
        run(&guarantee(), &standing("50000"), &by_agent("AB12")),
        Err(Reason::G04)
    );
}

#[test]
fn unlimited_access_code_lets_another_holder_use_it() {
    let g = with_code(access_code(RestrictionType::Unlimited));
    let granted = run(&g, &standing("50000"), &by_agent("X9X9")).unwrap();
    assert_eq!(granted.code, CodeUsed::Entry(0));
}

#[test]
fn eori_restriction_lets_only_its_beneficiary_in() {
    let g = with_code(access_code(RestrictionType::Eori));
    assert!(run(&g, &standing("50000"), &by_agent("X9X9")).is_ok());
    let other = Use {
        holder_eori: Some("MD3000000000001".into()),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &other), Err(Reason::G04));
}

#[test]
fn date_restriction_lets_the_code_in_only_between_its_dates() {
    // The code is valid 2026-12-01 .. 2027-06-30.
    let g = with_code(access_code(RestrictionType::Date));
    assert!(run(&g, &standing("50000"), &by_agent("X9X9")).is_ok());
    let before = Use {
        today: "2026-11-30".into(),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &before), Err(Reason::G03));
    let after = Use {
        today: "2027-07-01".into(),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &after), Err(Reason::G03));
}

#[test]
fn amount_restriction_caps_the_amount_at_the_limit() {
    // The limit is 1000.
    let g = with_code(access_code(RestrictionType::Amount));
    assert!(run(&g, &standing("50000"), &by_agent("X9X9")).is_ok());
    let above = Use {
        amount: amount("1000.01"),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &above), Err(Reason::G09));
}

#[test]
fn all_restriction_applies_every_restriction() {
    let g = with_code(access_code(RestrictionType::All));
    assert!(run(&g, &standing("50000"), &by_agent("X9X9")).is_ok());
    let elsewhere = Use {
        holder_eori: Some("MD3000000000001".into()),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &elsewhere), Err(Reason::G04));
    let late = Use {
        today: "2027-07-01".into(),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &late), Err(Reason::G03));
    let above = Use {
        amount: amount("1001"),
        ..by_agent("X9X9")
    };
    assert_eq!(run(&g, &standing("50000"), &above), Err(Reason::G09));
}

#[test]
fn single_use_code_is_refused_once_consumed() {
    let mut entry = access_code(RestrictionType::Unlimited);
    entry.single_use = Some(true);
    let g = with_code(entry);
    let granted = run(&g, &standing("50000"), &by_agent("X9X9")).unwrap();
    assert!(granted.single_use);
    let consumed = vec!["X9X9".to_owned()];
    let s = Standing {
        consumed_codes: &consumed,
        ..standing("50000")
    };
    assert_eq!(run(&g, &s, &by_agent("X9X9")), Err(Reason::G03));
}

#[test]
fn guarantee_type_other_than_declared_is_g13() {
    let u = Use {
        guarantee_type: Some("0".into()),
        ..by_holder()
    };
    assert_eq!(run(&guarantee(), &standing("50000"), &u), Err(Reason::G13));
}

#[test]
fn guarantee_not_accepted_is_g02() {
    for status in ["REGISTERED", "SUSPENDED", "REVOKED", "WITHDRAWN", "EXPIRED"] {
        let s = Standing {
            status,
            ..standing("50000")
        };
        assert_eq!(
            run(&guarantee(), &s, &by_holder()),
            Err(Reason::G02),
            "{status}"
        );
    }
}

#[test]
fn a_guarantee_resting_on_a_decision_that_is_not_active_is_g02() {
    let s = Standing {
        decision_active: false,
        ..standing("50000")
    };
    assert_eq!(run(&guarantee(), &s, &by_holder()), Err(Reason::G02));
    assert!(run(&guarantee(), &standing("50000"), &by_holder()).is_ok());
}

#[test]
fn guarantee_outside_its_validity_dates_is_g02() {
    // Valid 2026-11-22 .. 2027-11-21.
    for today in ["2026-11-21", "2027-11-22"] {
        let u = Use {
            today: today.into(),
            ..by_holder()
        };
        assert_eq!(
            run(&guarantee(), &standing("50000"), &u),
            Err(Reason::G02),
            "{today}"
        );
    }
    for today in ["2026-11-22", "2027-11-21"] {
        let u = Use {
            today: today.into(),
            ..by_holder()
        };
        assert!(run(&guarantee(), &standing("50000"), &u).is_ok(), "{today}");
    }
}

/// An individual guarantee of `type_code` (types 2 and 9 name MD100000 -> RO000001 for 9).
fn individual(type_code: &str) -> (Guarantee, Use) {
    let g = GuaranteeBuilder::individual(type_code).build();
    let u = Use {
        guarantee_type: Some(type_code.into()),
        destination_office: Some("RO000001".into()),
        countries: vec!["MD".into(), "RO".into()],
        access_code: g.master_code.clone(),
        ..by_holder()
    };
    (g, u)
}

#[test]
fn voucher_already_used_by_another_movement_is_g05() {
    let (g, u) = individual("4");
    assert!(run(&g, &standing("50000"), &u).is_ok());
    let used = Standing {
        used_by_another_movement: true,
        ..standing("50000")
    };
    assert_eq!(run(&g, &used, &u), Err(Reason::G05));
}

#[test]
fn individual_undertaking_already_used_is_g10() {
    let (g, u) = individual("2");
    assert!(run(&g, &standing("50000"), &u).is_ok());
    let used = Standing {
        used_by_another_movement: true,
        ..standing("50000")
    };
    assert_eq!(run(&g, &used, &u), Err(Reason::G10));
}

#[test]
fn comprehensive_guarantee_serves_many_movements() {
    let used = Standing {
        used_by_another_movement: true,
        ..standing("50000")
    };
    assert!(run(&guarantee(), &used, &by_holder()).is_ok());
}

#[test]
fn guarantee_without_codes_asks_for_none() {
    // Type 2: the form has no access code.
    let (g, u) = individual("2");
    let u = Use {
        access_code: None,
        ..u
    };
    assert_eq!(
        run(&g, &standing("50000"), &u).unwrap().code,
        CodeUsed::None
    );
}

#[test]
fn departure_other_than_type_2_guarantee_office_is_g11() {
    let (g, u) = individual("2");
    let u = Use {
        departure_office: Some("MD100009".into()),
        ..u
    };
    assert_eq!(run(&g, &standing("50000"), &u), Err(Reason::G11));
}

#[test]
fn destination_other_than_type_9_guarantee_office_is_g11() {
    let (g, u) = individual("9");
    assert!(run(&g, &standing("50000"), &u).is_ok());
    let u = Use {
        destination_office: Some("RO000002".into()),
        ..u
    };
    assert_eq!(run(&g, &standing("50000"), &u), Err(Reason::G11));
}

#[test]
fn offices_are_not_checked_for_a_comprehensive_guarantee() {
    let u = Use {
        departure_office: Some("RO000009".into()),
        ..by_holder()
    };
    assert!(run(&guarantee(), &standing("50000"), &u).is_ok());
}

#[test]
fn country_not_covered_is_g08() {
    let mut g = guarantee();
    g.countries_not_covered = vec![country("UA", true)];
    let u = Use {
        countries: vec!["MD".into(), "RO".into()],
        ..by_holder()
    };
    assert!(run(&g, &standing("50000"), &u).is_ok());
    let u = Use {
        countries: vec!["MD".into(), "UA".into()],
        ..by_holder()
    };
    assert_eq!(run(&g, &standing("50000"), &u), Err(Reason::G08));
}

#[test]
fn national_guarantee_covers_only_its_own_country() {
    let mut g = guarantee();
    g.national_guarantee = Some(true);
    g.customs_office = Some(office("MD100000"));
    assert!(run(&g, &standing("50000"), &by_holder()).is_ok());
    let u = Use {
        countries: vec!["MD".into(), "RO".into()],
        ..by_holder()
    };
    assert_eq!(run(&g, &standing("50000"), &u), Err(Reason::G08));
}

#[test]
fn amount_above_the_balance_is_g09() {
    assert!(run(&guarantee(), &standing("1000"), &by_holder()).is_ok());
    let u = Use {
        amount: amount("1000.01"),
        ..by_holder()
    };
    assert_eq!(run(&guarantee(), &standing("1000"), &u), Err(Reason::G09));
    let why = shortfall(&guarantee(), &standing("1000"), &u, CodeUsed::Master).unwrap();
    assert_eq!(
        why.to_string(),
        format!(
            "the amount 1000.01 is above the available balance 1000 {}",
            currency_of_guarantee()
        ),
    );
}

#[test]
fn amount_in_another_currency_is_g09() {
    let u = Use {
        currency: Some("EUR".into()),
        ..by_holder()
    };
    assert_eq!(run(&guarantee(), &standing("50000"), &u), Err(Reason::G09));
    let why = shortfall(&guarantee(), &standing("50000"), &u, CodeUsed::Master).unwrap();
    assert_eq!(
        why.to_string(),
        format!(
            "the currency EUR differs from the guarantee's currency {}",
            currency_of_guarantee()
        ),
    );
}

/// The amount limit of an access code is named as the reason too.
#[test]
fn g09_says_which_limit_the_amount_is_above() {
    let g = with_code(access_code(RestrictionType::Amount));
    let above = Use {
        amount: amount("1000.01"),
        ..by_agent("X9X9")
    };
    let code = admit(&g, &standing("50000"), &above, &|a: &str, b: &str| a == b)
        .unwrap()
        .code;
    assert_eq!(
        shortfall(&g, &standing("50000"), &above, code).map(|s| s.to_string()),
        Some("the amount 1000.01 is above the access code's amount limit 1000".into())
    );
    assert_eq!(
        shortfall(&g, &standing("50000"), &by_agent("X9X9"), code),
        None
    );
}

fn currency_of_guarantee() -> String {
    guarantee().currency.unwrap().code
}

#[test]
fn declared_uses_are_the_references_of_types_with_a_grn() {
    use crate::t01::{Declaration, Guarantee as T01Guarantee, GuaranteeReference};
    use crate::values::{CodeRef, GuaranteeTypeRef, OfficeRef};
    let reference = |grn: Option<&str>| GuaranteeReference {
        grn: grn.map(Into::into),
        access_code: Some("AB12".into()),
        covered_amount: Some(amount("10")),
        currency: Some(CodeRef::new("MDL", "Leu")),
        ..GuaranteeReference::default()
    };
    let doc = Declaration {
        applicant: Some(party(HOLDER, "Demo Trader SRL")),
        departure_office: Some(OfficeRef {
            code: "MD100000".into(),
            name: None,
        }),
        destination_office: Some(OfficeRef {
            code: "RO000001".into(),
            name: None,
        }),
        guarantees: vec![
            T01Guarantee {
                r#type: Some(GuaranteeTypeRef::new("1")),
                guarantee_references: vec![reference(Some("26MD000000000001X")), reference(None)],
                ..T01Guarantee::default()
            },
            // Cash (3): no GRN, not checked against G01.
            T01Guarantee {
                r#type: Some(GuaranteeTypeRef::new("3")),
                guarantee_references: vec![reference(Some("26MD000000000002X"))],
                ..T01Guarantee::default()
            },
        ],
        ..Declaration::default()
    };
    let uses = declared_uses(&doc, "2026-12-15");
    assert_eq!(uses.len(), 1);
    assert_eq!(uses[0].path, "/guarantees/0/guaranteeReferences/0");
    assert_eq!(uses[0].grn, "26MD000000000001X");
    assert_eq!(uses[0].usage.holder_eori.as_deref(), Some(HOLDER));
    assert_eq!(uses[0].usage.countries, vec!["MD", "RO"]);
    assert_eq!(uses[0].usage.amount, amount("10"));
}
