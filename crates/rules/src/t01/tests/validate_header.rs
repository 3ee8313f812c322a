//! Spec 5.1 cross-field rules: offices, authorisations, control result, multiplicities.

use super::*;
use crate::t01::testing::{code, DeclarationBuilder as B};

#[test]
fn destination_office_not_in_exit_offices() {
    let doc = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_exit_office("UA500000")
        .build();
    let v = violations(&doc);
    assert!(v.contains(&Violation::new(
        "/exitOffices/0/customsOffice",
        "destination-office-not-in-exit-offices",
        "Destination Office can not be listed in Exit offices"
    )));
}

#[test]
fn destination_office_not_in_transit_offices() {
    let doc = B::valid_t1()
        .with_transit_office("RO000001")
        .with_transit_office("UA500000")
        .build();
    let v = violations(&doc);
    assert!(v.contains(&Violation::new(
        "/transitOffices/1/customsOffice",
        "destination-office-not-in-transit-offices",
        "Destination Office can not be listed in Transit offices"
    )));
}

#[test]
fn departure_office_not_in_exit_offices() {
    let doc = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_exit_office("MD100000")
        .build();
    assert!(fires(
        &doc,
        "departure-office-not-in-exit-offices",
        "/exitOffices/0/customsOffice"
    ));
}

#[test]
fn departure_office_not_in_transit_offices() {
    let doc = B::valid_t1().with_transit_office("MD100000").build();
    assert!(fires(
        &doc,
        "departure-office-not-in-transit-offices",
        "/transitOffices/0/customsOffice"
    ));
}

#[test]
fn transit_office_not_in_exit_offices() {
    let doc = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_transit_office("RO000001")
        .with_exit_office("RO000001")
        .build();
    let v = violations(&doc);
    assert!(v.contains(&Violation::new(
        "/exitOffices/0/customsOffice",
        "transit-office-not-in-exit-offices",
        "Transit Office can not be listed in Exit offices"
    )));
}

#[test]
fn distinct_offices_do_not_overlap() {
    let doc = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_transit_office("RO000001")
        .with_exit_office("RO000002")
        .build();
    assert_eq!(violations(&doc), vec![]);
}

#[test]
fn destination_office_differs_from_departure() {
    let doc = B::valid_t1()
        .with(|d| d.destination_office = d.departure_office.clone())
        .build();
    assert!(fires(
        &doc,
        "destination-office-differs-from-departure",
        "/destinationOffice"
    ));
    assert!(!fires_anywhere(
        &B::valid_t1().build(),
        "destination-office-differs-from-departure"
    ));
}

#[test]
fn reduced_dataset_requires_c524() {
    let doc = B::valid_t1()
        .reduced_dataset("1")
        .with_authorisation("C521")
        .build();
    let v = violations(&doc);
    assert!(v.contains(&Violation::new("/authorisations", "reduced-dataset-requires-c524", "Authorizations must contain at least one C524 type for the selected Reduced Dataset indicator 1 (YES)")));
    let doc = B::valid_t1()
        .reduced_dataset("1")
        .with_authorisation("C524")
        .build();
    assert!(!fires_anywhere(&doc, "reduced-dataset-requires-c524"));
}

#[test]
fn reduced_dataset_forbids_c524() {
    let doc = B::valid_t1()
        .reduced_dataset("0")
        .with_authorisation("C524")
        .build();
    let v = violations(&doc);
    assert!(v.contains(&Violation::new("/authorisations", "reduced-dataset-forbids-c524", "Authorizations must not contain C524 type for the selected Reduced Dataset indicator 0 (No)")));
    assert!(!fires_anywhere(
        &B::valid_t1()
            .reduced_dataset("0")
            .with_authorisation("C521")
            .build(),
        "reduced-dataset-forbids-c524"
    ));
}

#[test]
fn control_result_a3_excluded() {
    let ctx = ctx().with_mode(crate::Mode::ControlResults);
    let doc = B::valid_t1()
        .with(|d| d.control_result = Some(code("A3")))
        .build();
    assert!(fires_with(
        &doc,
        &ctx,
        "control-result-a3-excluded",
        "/controlResult"
    ));
    assert_eq!(
        T01::choices(&doc, &ctx)["/controlResult"].exclude,
        vec!["A3".to_owned()]
    );
    let doc = B::valid_t1()
        .with(|d| d.control_result = Some(code("A1")))
        .build();
    assert!(!fires_with(
        &doc,
        &ctx,
        "control-result-a3-excluded",
        "/controlResult"
    ));
}

#[test]
fn lists_have_at_most_9_members() {
    let mut b = B::valid_t1();
    for i in 0..10 {
        b = b
            .with_transit_office(&format!("RO00000{i}"))
            .with_authorisation("C521")
            .and_guarantee("A");
    }
    let doc = b.build();
    for path in ["/transitOffices", "/authorisations", "/guarantees"] {
        assert!(fires(&doc, "max-members", path), "{path}");
    }
    assert!(violations(&doc)
        .iter()
        .any(|v| v.message == "The transitOffices can have at most 9 members"));
    assert!(!fires_anywhere(
        &B::valid_t1().with_transit_office("RO000001").build(),
        "max-members"
    ));
}

#[test]
fn exit_offices_at_most_9() {
    let mut b = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false);
    for i in 0..10 {
        b = b.with_exit_office(&format!("RO00000{i}"));
    }
    assert!(fires(&b.build(), "max-members", "/exitOffices"));
}
