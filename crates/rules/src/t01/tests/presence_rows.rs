//! Spec 4.4, 5.1, 5.2 and 5.6-5.9: the conditional fields of list rows and blocks (supply
//! chain actors, transport means, drivers, equipment, documents, packages, places, the
//! location of goods, addresses, goods, control), each fired and not fired.

use super::*;
use crate::t01::testing::{code, country, office, package, DeclarationBuilder as B};
use crate::t01::{
    Address, Control, ControlDecision, Document, Gnss, GoodsLocation, Incident, Party, Place,
    SupplyChainActor, Transhipment, TransportEquipment, TransportMeans,
};
use crate::values::Decimal;
use crate::Mode;

const ITEM: &str = "/houseConsignments/0/houseItems/0";

fn located(f: impl FnOnce(&mut GoodsLocation)) -> Declaration {
    B::valid_t1()
        .with(|d| f(d.goods_location.as_mut().unwrap()))
        .build()
}

#[test]
fn supply_chain_actor_needs_role_and_eori() {
    let doc = B::valid_t1()
        .with(|d| {
            d.chain_add_actors = vec![SupplyChainActor {
                sequence: 1,
                actor: Some(Party::new(None, Some("Codru SRL"))),
                role: None,
            }]
        })
        .build();
    assert!(fires(&doc, "required", "/chainAddActors/0/role"));
    assert!(fires(
        &doc,
        "required",
        "/chainAddActors/0/actor/EORINumber"
    ));
    let doc = B::valid_t1()
        .with(|d| {
            d.chain_add_actors = vec![SupplyChainActor {
                sequence: 1,
                actor: Some(Party::new(Some("MD2000000000001"), None)),
                role: Some(code("FW")),
            }]
        })
        .build();
    assert!(!fires_anywhere(&doc, "required"));
}

fn border_means() -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code("30")),
        identification_number: Some("ABC123".into()),
        nationality: Some(country("MD", false)),
        cust_office: Some(office("MD300000")),
        conv_ref_number: None,
    }
}

#[test]
fn departure_means_have_no_border_office_or_conveyance_reference() {
    let doc = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.departure_transport = vec![border_means()];
        })
        .build();
    assert!(fires(
        &doc,
        "not-allowed",
        "/departureTransport/0/custOffice"
    ));
    assert!(!fires(&doc, "not-allowed", "/departureTransport/0/idType"));
}

#[test]
fn means_need_type_number_and_nationality_outside_transit_presentation() {
    let bare = |tp: bool| {
        B::valid_t1()
            .with(|d| {
                d.in_tp_mode = Some(tp);
                d.container_indicator = Some(code("1"));
                d.border_mot = Some(code("3"));
                d.transport_equipment = vec![TransportEquipment {
                    container_number: Some("MSKU1000037".into()),
                    ..Default::default()
                }];
                d.border_transport = vec![TransportMeans::default()];
            })
            .build()
    };
    let normal = bare(false);
    for field in [
        "idType",
        "identificationNumber",
        "nationality",
        "custOffice",
    ] {
        let path = format!("/borderTransport/0/{field}");
        assert!(fires(&normal, "required", &path), "{field}");
    }
    // Containerised presentation: no number, no nationality, no border office needed.
    let tp = bare(true);
    assert!(fires(&tp, "required", "/borderTransport/0/idType"));
    for field in ["identificationNumber", "nationality", "custOffice"] {
        let path = format!("/borderTransport/0/{field}");
        assert!(!fires(&tp, "required", &path), "{field}");
    }
}

#[test]
fn conveyance_reference_required_by_air_with_security() {
    let air = B::valid_t1()
        .security("2")
        .with_routing_country("UA", false)
        .with_exit_office("RO000002")
        .with(|d| {
            d.border_mot = Some(code("4"));
            d.border_transport = vec![TransportMeans {
                id_type: Some(code("40")),
                ..border_means()
            }];
        });
    assert!(fires(
        &air.clone().build(),
        "required",
        "/borderTransport/0/convRefNumber"
    ));
    let road = air.with(|d| d.border_mot = Some(code("3"))).build();
    assert!(!fires(
        &road,
        "required",
        "/borderTransport/0/convRefNumber"
    ));
}

#[test]
fn driver_needs_name_number_and_nationality() {
    let doc = B::valid_t1()
        .with(|d| d.drivers = vec![Default::default()])
        .build();
    for field in ["name", "identificationNumber", "nationality"] {
        assert!(fires(&doc, "required", &format!("/drivers/0/{field}")));
    }
}

#[test]
fn container_number_required_for_the_first_equipment_when_containerised() {
    let doc = B::valid_t1()
        .with(|d| {
            d.container_indicator = Some(code("1"));
            d.transport_equipment = vec![Default::default(), Default::default()];
        })
        .build();
    assert!(fires(
        &doc,
        "required",
        "/transportEquipment/0/containerNumber"
    ));
    assert!(!fires(
        &doc,
        "required",
        "/transportEquipment/1/containerNumber"
    ));
}

#[test]
fn container_number_optional_when_not_containerised() {
    let doc = B::valid_t1()
        .with(|d| d.transport_equipment = vec![Default::default()])
        .build();
    assert!(!fires(
        &doc,
        "required",
        "/transportEquipment/0/containerNumber"
    ));
}

#[test]
fn container_number_required_for_every_equipment_of_a_containerised_incident() {
    let incident = |containerised: &str| {
        B::valid_t1()
            .with(|d| {
                d.incidents = vec![Incident {
                    transhipment: Some(Transhipment {
                        container_indicator: Some(code(containerised)),
                        transport_means: None,
                    }),
                    equipment: vec![Default::default(), Default::default()],
                    ..Default::default()
                }]
            })
            .build()
    };
    let doc = incident("1");
    assert!(fires(
        &doc,
        "required",
        "/incidents/0/equipment/1/containerNumber"
    ));
    let doc = incident("0");
    assert!(!fires(
        &doc,
        "required",
        "/incidents/0/equipment/0/containerNumber"
    ));
}

#[test]
fn an_incident_left_blank_is_refused_field_by_field() {
    let with = |incident: Incident| B::valid_t1().with(|d| d.incidents = vec![incident]).build();
    let blank = with(Incident::default());
    let found: Vec<String> = violations(&blank)
        .into_iter()
        .filter(|v| v.path.starts_with("/incidents"))
        .map(|v| format!("{} {}", v.rule, v.path))
        .collect();
    assert_eq!(
        found,
        [
            "required /incidents/0/code",
            "required /incidents/0/text",
            "required /incidents/0/location/qualifier",
            "required /incidents/0/location/country",
        ]
    );
    // A location begun is checked by its own table: still the qualifier and the country.
    let begun = with(Incident {
        code: Some(code("1")),
        text: Some("The seals are broken".into()),
        location: Some(GoodsLocation::default()),
        ..Default::default()
    });
    let found: Vec<String> = violations(&begun)
        .into_iter()
        .map(|v| format!("{} {}", v.rule, v.path))
        .collect();
    assert_eq!(
        found,
        [
            "required /incidents/0/location/qualifier",
            "required /incidents/0/location/country",
        ]
    );
    let complete = with(Incident {
        location: Some(GoodsLocation {
            qualifier: Some(code("U")),
            un_code: Some(code("MDKIV")),
            country: Some(country("MD", false)),
            ..GoodsLocation::default()
        }),
        ..begun.incidents[0].clone()
    });
    assert_eq!(violations(&complete), vec![]);
}

#[test]
fn seals_and_goods_references_name_their_value() {
    let doc = B::valid_t1()
        .with(|d| {
            d.transport_equipment = vec![TransportEquipment {
                seals: vec![Default::default()],
                goods_reference: vec![Default::default()],
                ..Default::default()
            }]
        })
        .build();
    assert!(fires(
        &doc,
        "required",
        "/transportEquipment/0/seals/0/identifier"
    ));
    assert!(fires(
        &doc,
        "required",
        "/transportEquipment/0/goodsReference/0/declarationGoodsItemNumber"
    ));
}

fn full_document() -> Document {
    Document {
        sequence: 1,
        itm_nber: Some(1),
        doc_type: Some(code("N380")),
        reference: Some("REF-1".into()),
        pack_type: Some(code("CT")),
        no_of_pack: Some(3),
        quantity: Some(Decimal::from_cents(100)),
        msr_qualifier: Some(code("KGM")),
        complement: Some("C".into()),
        complete_control: None,
    }
}

#[test]
fn documents_hold_the_fields_of_their_list() {
    let doc = B::valid_t1()
        .with(|d| {
            d.previous_doc = vec![full_document()];
            d.supporting_doc = vec![full_document()];
            d.transport_doc = vec![full_document()];
            d.additional_ref = vec![full_document()];
            d.house_consignments[0].house_items[0].previous_doc = vec![full_document()];
        })
        .build();
    let not_allowed = |path: &str| fires(&doc, "not-allowed", path);
    // The master's previous document: type, reference, complement.
    assert!(not_allowed("/previousDoc/0/quantity") && not_allowed("/previousDoc/0/itmNber"));
    assert!(!not_allowed("/previousDoc/0/complement"));
    // An item's previous document also has packages, quantity and measure.
    let item = format!("{ITEM}/previousDoc/0");
    for field in [
        "packType",
        "noOfPack",
        "quantity",
        "msrQualifier",
        "complement",
    ] {
        assert!(!not_allowed(&format!("{item}/{field}")), "{field}");
    }
    // A supporting document: line item number and complement, no quantity.
    assert!(!not_allowed("/supportingDoc/0/itmNber"));
    assert!(not_allowed("/supportingDoc/0/quantity"));
    // Transport documents and additional references: type and reference only.
    for list in ["transportDoc", "additionalRef"] {
        assert!(not_allowed(&format!("/{list}/0/complement")), "{list}");
        assert!(!not_allowed(&format!("/{list}/0/reference")), "{list}");
    }
}

#[test]
fn documents_need_type_and_reference() {
    let doc = B::valid_t1()
        .with(|d| d.transport_doc = vec![Document::default()])
        .build();
    assert!(fires(&doc, "required", "/transportDoc/0/docType"));
    assert!(fires(&doc, "required", "/transportDoc/0/reference"));
}

#[test]
fn measure_qualifier_required_with_a_quantity() {
    let doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].house_items[0].previous_doc = vec![Document {
                msr_qualifier: None,
                ..full_document()
            }]
        })
        .build();
    assert!(fires(
        &doc,
        "required",
        &format!("{ITEM}/previousDoc/0/msrQualifier")
    ));
}

#[test]
fn measure_qualifier_not_allowed_without_a_quantity() {
    let doc = B::valid_t1()
        .with(|d| {
            d.house_consignments[0].house_items[0].previous_doc = vec![Document {
                quantity: None,
                ..full_document()
            }]
        })
        .build();
    assert!(fires(
        &doc,
        "not-allowed",
        &format!("{ITEM}/previousDoc/0/msrQualifier")
    ));
}

#[test]
fn additional_information_needs_a_code() {
    let doc = B::valid_t1()
        .with(|d| d.additional_info = vec![Default::default()])
        .build();
    assert!(fires(&doc, "required", "/additionalInfo/0/code"));
}

#[test]
fn package_number_not_allowed_for_bulk_or_without_a_type() {
    for p in [package("BULK"), {
        let mut p = package("OTHER");
        p.pack_type = None;
        p
    }] {
        let doc = B::valid_t1()
            .with(|d| {
                d.house_consignments[0].house_items[0].packagings = vec![crate::t01::Package {
                    package_number: Some(5),
                    ..p.clone()
                }]
            })
            .build();
        assert!(fires(
            &doc,
            "not-allowed",
            &format!("{ITEM}/packagings/0/packageNumber")
        ));
    }
}

#[test]
fn package_number_required_for_other_kinds() {
    for kind in ["OTHER", "UNPACKED"] {
        let doc = B::valid_t1()
            .with(|d| {
                let mut p = package(kind);
                p.package_number = None;
                d.house_consignments[0].house_items[0].packagings = vec![p];
            })
            .build();
        assert!(fires(
            &doc,
            "required",
            &format!("{ITEM}/packagings/0/packageNumber")
        ));
    }
}

#[test]
fn shipping_mark_required_unless_bulk_or_unpacked() {
    for (kind, required) in [("OTHER", true), ("BULK", false), ("UNPACKED", false)] {
        let doc = B::valid_t1()
            .with(|d| {
                let mut p = package(kind);
                p.shipping_mark = None;
                d.house_consignments[0].house_items[0].packagings = vec![p];
            })
            .build();
        assert_eq!(
            fires(
                &doc,
                "required",
                &format!("{ITEM}/packagings/0/shippingMark")
            ),
            required,
            "{kind}"
        );
    }
}

#[test]
fn place_without_un_locode_needs_country_and_location() {
    let doc = B::valid_t1()
        .with(|d| d.loading_place = Some(Place::default()))
        .build();
    assert!(fires(&doc, "required", "/loadingPlace/country"));
    assert!(fires(&doc, "required", "/loadingPlace/location"));
    assert!(!fires(
        &B::valid_t1().build(),
        "required",
        "/loadingPlace/country"
    ));
}

#[test]
fn location_needs_qualifier_and_type() {
    let doc = located(|l| {
        l.qualifier = None;
        l.location_type = None;
    });
    assert!(fires(&doc, "required", "/goodsLocation/qualifier"));
    assert!(fires(&doc, "required", "/goodsLocation/locationType"));
}

/// Every qualifier-bound sub-field of a location, filled.
fn everything(l: &mut GoodsLocation) {
    l.authorization_number = Some("C521MD1".into());
    l.additional_identifier = Some("1234".into());
    l.un_code = Some(code("MDKIV"));
    l.customs_office = Some(office("MD100000"));
    l.ngss = Some(Gnss {
        latitude: Some(Decimal::from_cents(4700)),
        longitude: Some(Decimal::from_cents(2800)),
    });
    l.economic_operator = Some(Party::new(Some("MD1000000000001"), None));
    l.address = Some(Address {
        street_number: Some("Strada Unirii 1".into()),
        postcode: Some("2001".into()),
        city: Some("Chișinău".into()),
        house_number: Some("1".into()),
        country: Some(country("MD", false)),
        ..Address::default()
    });
}

#[test]
fn the_location_qualifier_decides_which_sub_fields_exist() {
    let fields = [
        ("Y", &["/authorizationNumber", "/additionalIdentifier"][..]),
        ("U", &["/unCode"][..]),
        ("V", &["/customsOffice"][..]),
        ("W", &["/ngss"][..]),
        ("X", &["/economicOperator"][..]),
        ("T", &["/address"][..]),
        ("Z", &["/address"][..]),
    ];
    let all = [
        "/authorizationNumber",
        "/additionalIdentifier",
        "/unCode",
        "/customsOffice",
        "/ngss",
        "/economicOperator",
        "/address",
    ];
    for (qualifier, allowed) in fields {
        let doc = located(|l| {
            everything(l);
            l.qualifier = Some(code(qualifier));
        });
        for field in all {
            let path = format!("/goodsLocation{field}");
            assert_eq!(
                fires(&doc, "not-allowed", &path),
                !allowed.contains(&field),
                "{qualifier} {field}"
            );
        }
    }
}

#[test]
fn the_location_qualifier_requires_its_sub_field() {
    for (qualifier, field) in [
        ("Y", "/authorizationNumber"),
        ("U", "/unCode"),
        ("V", "/customsOffice"),
        ("W", "/ngss"),
        ("X", "/economicOperator"),
        ("T", "/address"),
        ("Z", "/address"),
    ] {
        let doc = located(|l| {
            *l = GoodsLocation {
                location_type: Some(code("B")),
                qualifier: Some(code(qualifier)),
                ..GoodsLocation::default()
            }
        });
        assert!(
            fires(&doc, "required", &format!("/goodsLocation{field}")),
            "{qualifier}"
        );
    }
}

#[test]
fn coordinates_need_latitude_and_longitude() {
    let doc = located(|l| {
        l.qualifier = Some(code("W"));
        l.customs_office = None;
        l.ngss = Some(Gnss::default());
    });
    assert!(fires(&doc, "required", "/goodsLocation/ngss/latitude"));
    assert!(fires(&doc, "required", "/goodsLocation/ngss/longitude"));
}

#[test]
fn an_economic_operator_needs_its_eori() {
    let doc = located(|l| {
        l.qualifier = Some(code("X"));
        l.customs_office = None;
        l.economic_operator = Some(Party::default());
    });
    assert!(fires(
        &doc,
        "required",
        "/goodsLocation/economicOperator/EORINumber"
    ));
}

fn addressed(qualifier: &str, address: Address) -> Declaration {
    located(|l| {
        l.qualifier = Some(code(qualifier));
        l.customs_office = None;
        l.address = Some(address);
    })
}

#[test]
fn a_location_address_needs_street_country_and_house_number() {
    let doc = addressed(
        "Z",
        Address {
            country: Some(country("MD", false)),
            ..Address::default()
        },
    );
    for field in ["streetNumber", "houseNumber"] {
        assert!(fires(
            &doc,
            "required",
            &format!("/goodsLocation/address/{field}")
        ));
    }
    assert!(!fires(&doc, "required", "/goodsLocation/address/postcode"));
    // Qualifier T locates by postcode.
    let doc = addressed("T", Address::default());
    assert!(fires(&doc, "required", "/goodsLocation/address/postcode"));
    assert!(fires(&doc, "required", "/goodsLocation/address/country"));
}

#[test]
fn house_number_optional_without_a_country_or_for_post_code_only() {
    let mut post_code_only = country("MD", false);
    post_code_only.address_type = Some("POST_CODE_ONLY".into());
    for c in [None, Some(post_code_only)] {
        let doc = addressed(
            "Z",
            Address {
                country: c,
                ..Address::default()
            },
        );
        assert!(!fires(
            &doc,
            "required",
            "/goodsLocation/address/houseNumber"
        ));
    }
}

#[test]
fn a_party_address_needs_street_postcode_city_and_country() {
    let doc = B::valid_t1()
        .with(|d| d.consignee.as_mut().unwrap().address = Some(Address::default()))
        .build();
    for field in ["streetNumber", "postcode", "city", "country"] {
        assert!(fires(
            &doc,
            "required",
            &format!("/consignee/address/{field}")
        ));
    }
    assert!(!fires(&doc, "required", "/consignee/address/houseNumber"));
}

#[test]
fn an_incident_location_needs_a_country_and_no_location_type() {
    let doc = B::valid_t1()
        .with(|d| {
            d.incidents = vec![Incident {
                location: Some(GoodsLocation {
                    qualifier: Some(code("U")),
                    un_code: Some(code("ROBUH")),
                    ..GoodsLocation::default()
                }),
                ..Default::default()
            }]
        })
        .build();
    assert!(fires(&doc, "required", "/incidents/0/location/country"));
    assert!(!fires(
        &doc,
        "required",
        "/incidents/0/location/locationType"
    ));
    assert!(!fires(&doc, "required", "/goodsLocation/country"));
}

fn decided(notification: Option<&str>) -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.control_decision = Some(ControlDecision {
                notification_type: notification.map(code),
                type_of_controls: vec![Control {
                    sequence: 1,
                    r#type: Some(code("10")),
                    text: None,
                }],
                requested_documents: vec![Default::default()],
            })
        })
        .build()
}

#[test]
fn control_decision_types_of_controls_unless_notification_1_or_2() {
    let ctx = ctx().with_mode(Mode::Modify);
    let path = "/controlDecision/typeOfControls";
    for (notification, state) in [
        (Some("0"), Presence::Required),
        (Some("1"), Presence::NotAllowed),
        (Some("2"), Presence::NotAllowed),
        (None, Presence::Optional),
    ] {
        assert_eq!(
            super::state(&decided(notification), &ctx, path).presence,
            state,
            "{notification:?}"
        );
    }
}

#[test]
fn control_decision_requested_documents_for_notifications_1_and_0() {
    let ctx = ctx().with_mode(Mode::Modify);
    let path = "/controlDecision/requestedDocuments";
    for (notification, state) in [
        (Some("1"), Presence::Required),
        (Some("0"), Presence::Optional),
        (Some("2"), Presence::NotAllowed),
    ] {
        assert_eq!(
            super::state(&decided(notification), &ctx, path).presence,
            state,
            "{notification:?}"
        );
    }
    assert!(fires_with(
        &decided(Some("1")),
        &ctx,
        "required",
        "/controlDecision/requestedDocuments/0/documentType"
    ));
}

#[test]
fn control_text_required_for_type_50() {
    let ctx = ctx().with_mode(Mode::ControlResults);
    let control = |t: &str| {
        B::valid_t1()
            .with(|d| {
                d.control_result = Some(code("A1"));
                d.control_results = vec![Control {
                    sequence: 1,
                    r#type: Some(code(t)),
                    text: None,
                }];
            })
            .build()
    };
    assert!(fires_with(
        &control("50"),
        &ctx,
        "required",
        "/controlResults/0/text"
    ));
    assert!(!fires_with(
        &control("10"),
        &ctx,
        "required",
        "/controlResults/0/text"
    ));
}
