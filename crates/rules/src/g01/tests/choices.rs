//! Section 5's narrowed choices, fired and not fired.

use super::*;
use crate::g01::testing::{code, GuaranteeBuilder as B};
use crate::g01::G01TypeRef;
use crate::{Choices, Criterion};

#[test]
fn customs_office_limited_to_guarantee_offices_of_the_application_country() {
    let c = &G01::choices(&B::valid_comprehensive().build(), &ctx())["/customsOffice"];
    assert_eq!(
        c.criteria,
        vec![
            Criterion::text_eq("countryCode", "MD"),
            Criterion::flag("guarantee", true)
        ]
    );
}

#[test]
fn monitoring_codes_filtered_by_the_type_monitoring_flag() {
    let monitored = B::valid_comprehensive().build();
    assert_eq!(
        G01::choices(&monitored, &ctx())["/monitoringCode"],
        Choices::exclude(&["0"])
    );
    let not = B::valid_comprehensive()
        .with(|g| g.guarantee_type.as_mut().unwrap().monitoring_flag = Some(false))
        .build();
    assert_eq!(
        G01::choices(&not, &ctx())["/monitoringCode"],
        Choices::only(&["0"])
    );
    assert!(fires(
        &not,
        "monitoring-code-of-the-type",
        "/monitoringCode"
    ));
    assert!(!fires(
        &monitored,
        "monitoring-code-of-the-type",
        "/monitoringCode"
    ));
    let unknown = B::individual("9").build();
    assert!(!G01::choices(&unknown, &ctx()).contains_key("/monitoringCode"));
}

#[test]
fn guarantee_type_of_comprehensive() {
    let doc = B::valid_comprehensive()
        .with(|g| g.guarantee_type = Some(G01TypeRef::new("9")))
        .build();
    assert!(fires(
        &doc,
        "guarantee-type-of-comprehensive",
        "/guaranteeType"
    ));
    assert_eq!(
        G01::choices(&doc, &ctx())["/guaranteeType"],
        Choices::only(&["0", "1"])
    );
    let individual = B::individual("9")
        .with(|g| g.simplification = Some(code("3")))
        .build();
    assert!(!fires(
        &individual,
        "guarantee-type-of-comprehensive",
        "/guaranteeType"
    ));
}

#[test]
fn countries_not_covered_from_the_ncts_countries() {
    let doc = B::valid_comprehensive().build();
    assert_eq!(
        G01::choices(&doc, &ctx())["/countriesNotCovered"].criteria,
        vec![Criterion::flag("countryNcts", true)]
    );
    let national = B::valid_comprehensive()
        .with(|g| g.national_guarantee = Some(true))
        .build();
    assert!(!G01::choices(&national, &ctx()).contains_key("/countriesNotCovered"));
}
