//! Emits the parity cases: a JSON array of `{name, request, expected}` where `expected` is what
//! the native build answers. `crates/rules-wasm/tests/parity.test.mjs` runs every request
//! through the WebAssembly build and compares.
//!
//! `cargo run -p vama-rules-wasm --example parity-cases > parity-cases.json`

use serde_json::{json, Value};
use vama_rules::g01::testing::GuaranteeBuilder as G;
use vama_rules::t01::testing::{code, country, kilograms, office, DeclarationBuilder as B};
use vama_rules::t01::{
    Contact, Declaration, Dispatch, Document, Gnss, Goods, GoodsLocation, GoodsReference, Party,
    TransportEquipment, TransportMeans,
};
use vama_rules::values::{Decimal, GuaranteeTypeRef};
use vama_rules::{Ctx, Mode, UserCtx, UserType};

fn agent() -> Ctx {
    Ctx::example().with_user(UserCtx {
        user_type: UserType::Agent,
        eori: Some("MD3000000000001".into()),
        name: Some("Broker SRL".into()),
        linked_eoris: vec!["MD1000000000001".into()],
        customs_offices: Vec::new(),
        aeo_authorised: false,
    })
}

fn request(doc: &Declaration, ctx: &Ctx) -> Value {
    json!({"kind": "t01", "document": doc, "ctx": ctx})
}

/// Documents that each make one header rule fire (or, for the first, none).
fn documents() -> Vec<(&'static str, Declaration)> {
    let c = |s: &str| Some(code(s));
    vec![
        ("valid-t1", B::valid_t1().build()),
        ("valid-tir", B::valid_t1().tir().build()),
        (
            "declaration-type-required",
            B::valid_t1().with(|d| d.declaration_type = None).build(),
        ),
        (
            "carnet-number-required",
            B::valid_t1().tir().with(|d| d.carnet_number = None).build(),
        ),
        (
            "carnet-number-not-allowed",
            B::valid_t1()
                .with(|d| d.carnet_number = Some("XA12345678".into()))
                .build(),
        ),
        (
            "carnet-number-format",
            B::valid_t1()
                .tir()
                .with(|d| d.carnet_number = Some("XA-1".into()))
                .build(),
        ),
        (
            "dispatch-not-allowed",
            B::valid_t1()
                .with(|d| {
                    d.dispatch = Some(Dispatch {
                        country: Some(country("MD", false)),
                    })
                })
                .build(),
        ),
        (
            "tir-sets-reduced-dataset-no",
            B::valid_t1().tir().reduced_dataset("1").build(),
        ),
        (
            "tir-removes-transit-offices",
            B::valid_t1().tir().with_transit_office("RO000001").build(),
        ),
        (
            "security-removes-exit-offices",
            B::valid_t1().with_exit_office("RO000001").build(),
        ),
        (
            "exit-offices-required",
            B::valid_t1()
                .security("2")
                .with_routing_country("UA", false)
                .build(),
        ),
        (
            "transit-office-required-t2",
            B::valid_t1().declaration_type("T2").build(),
        ),
        (
            "transit-office-required-common-transit",
            B::valid_t1().destination("RO", true).build(),
        ),
        (
            "transit-office-required-andorra",
            B::valid_t1().destination("AD", false).build(),
        ),
        (
            "routing-countries-required",
            B::valid_t1().with(|d| d.binding_itinerary = c("1")).build(),
        ),
        (
            "date-limit-not-allowed",
            B::valid_t1()
                .with(|d| d.date_limit = Some("2026-12-01".into()))
                .build(),
        ),
        (
            "date-limit-today-or-later",
            B::valid_t1()
                .with_authorisation("C521")
                .with(|d| d.date_limit = Some("2026-11-01".into()))
                .build(),
        ),
        (
            "applicant-required",
            B::valid_t1().with(|d| d.applicant = None).build(),
        ),
        (
            "operations-number-minimum",
            B::valid_t1()
                .with(|d| d.operations_number = Some(-3))
                .build(),
        ),
        (
            "eori-format",
            B::valid_t1()
                .with(|d| d.consignee = Some(Party::new(Some("md 1"), None)))
                .build(),
        ),
        (
            "mrn-format",
            B::valid_t1()
                .with(|d| d.mrn = Some("24GB000246B72DUJL4".into()))
                .build(),
        ),
        (
            "lrn-format",
            B::valid_t1()
                .with(|d| d.lrn = Some("12345678901234567890123".into()))
                .build(),
        ),
        (
            "arrival-date-in-future",
            B::valid_t1()
                .with(|d| d.arrival_date_and_time_estimated = Some("2026-01-01T00:00:00".into()))
                .build(),
        ),
        (
            "office-overlap",
            B::valid_t1()
                .security("2")
                .with_routing_country("UA", false)
                .with_transit_office("MD100000")
                .with_exit_office("UA500000")
                .build(),
        ),
        (
            "destination-office-differs-from-departure",
            B::valid_t1()
                .with(|d| d.destination_office = d.departure_office.clone())
                .build(),
        ),
        (
            "reduced-dataset-requires-c524",
            B::valid_t1()
                .reduced_dataset("1")
                .with_authorisation("C521")
                .build(),
        ),
        (
            "reduced-dataset-forbids-c524",
            B::valid_t1().with_authorisation("C524").build(),
        ),
        (
            "authorisations-at-least-one-member",
            B::valid_t1().reduced_dataset("1").build(),
        ),
        (
            "guarantees-at-least-one-member",
            B::valid_t1().with(|d| d.guarantees.clear()).build(),
        ),
        (
            "tir-guarantee-type-b",
            B::valid_t1().tir().with_guarantee("1").build(),
        ),
        (
            "other-reference-required",
            B::valid_t1()
                .with_guarantee("8")
                .with(|d| d.guarantees[0].reference_number = None)
                .build(),
        ),
        (
            "grn-length",
            B::valid_t1()
                .with_guarantee("4")
                .with(|d| {
                    d.guarantees[0].guarantee_references[0].grn = Some("24GB0000010000295".into())
                })
                .build(),
        ),
        (
            "grn-format",
            B::valid_t1()
                .with(|d| {
                    d.guarantees[0].guarantee_references[0].grn = Some("01GB1234567890120".into())
                })
                .build(),
        ),
        (
            "access-code-format",
            B::valid_t1()
                .with(|d| d.guarantees[0].guarantee_references[0].access_code = Some("ăbc".into()))
                .build(),
        ),
        (
            "contacts-removed",
            B::valid_t1()
                .with(|d| {
                    d.applicant = None;
                    d.applicant_contact = Some(Contact::default());
                })
                .build(),
        ),
        (
            "max-members",
            (0..10)
                .fold(B::valid_t1(), |b, i| {
                    b.with_transit_office(&format!("RO00000{i}"))
                })
                .build(),
        ),
        // Spec 5.2 to 5.7 (the consignment's validators).
        (
            "consignor-not-holder",
            B::valid_t1()
                .with(|d| d.consignor = d.applicant.clone())
                .build(),
        ),
        (
            "consignment-gross-mass-at-least-items",
            B::valid_t1()
                .with(|d| d.house_consignments[0].gross_mass = Some(kilograms(899)))
                .build(),
        ),
        (
            "houses-differ",
            B::valid_t1()
                .with(|d| {
                    let mut house = d.house_consignments[0].clone();
                    house.sequence = 2;
                    d.house_consignments.push(house);
                    d.gross_mass = Some(kilograms(2_000));
                })
                .build(),
        ),
        (
            "net-mass-at-most-gross-mass-and-hs-code",
            B::valid_t1()
                .with(|d| {
                    let item = &mut d.house_consignments[0].house_items[0];
                    item.net_mass = Some(kilograms(901));
                    item.hs_code = Some("08081".into());
                    item.goods_description = Some(" Mere ".into());
                })
                .build(),
        ),
        (
            "document-reference-unique",
            B::valid_t1()
                .with(|d| {
                    let doc = Document {
                        sequence: 1,
                        doc_type: Some(code("N003")),
                        reference: Some("SUP-Ș-1".into()),
                        ..Document::default()
                    };
                    d.supporting_doc = vec![doc.clone(), doc];
                })
                .build(),
        ),
        (
            "conv-ref-number-and-identification",
            B::valid_t1()
                .with(|d| {
                    d.border_mot = c("4");
                    d.border_transport = vec![TransportMeans {
                        sequence: 1,
                        id_type: c("40"),
                        identification_number: Some("rot1234".into()),
                        nationality: Some(country("RO", true)),
                        cust_office: Some(office("RO000001")),
                        conv_ref_number: Some("RO-12".into()),
                    }];
                })
                .build(),
        ),
        (
            "goods-reference-range",
            B::valid_t1()
                .with(|d| {
                    d.transport_equipment = vec![TransportEquipment {
                        sequence: 1,
                        container_number: Some("CSQU3054383".into()),
                        seals: Vec::new(),
                        goods_reference: vec![GoodsReference {
                            sequence: 1,
                            declaration_goods_item_number: Some(2),
                        }],
                    }];
                })
                .build(),
        ),
        (
            "latitude-range",
            B::valid_t1()
                .with(|d| {
                    d.goods_location = Some(GoodsLocation {
                        location_type: c("D"),
                        qualifier: c("W"),
                        ngss: Some(Gnss {
                            latitude: Some(Decimal::from_cents(9_001)),
                            longitude: Some(Decimal::from_cents(2_886)),
                        }),
                        ..GoodsLocation::default()
                    })
                })
                .build(),
        ),
        (
            "non-ascii-text",
            B::valid_t1()
                .tir()
                .with(|d| {
                    d.consignee = Some(Party::new(
                        Some("UA12345678"),
                        Some("ТОВ «Київ» — Ștefan & Ţară 🚚"),
                    ));
                    d.lrn = Some("Ștefan-Ț-№1".into());
                    d.carnet_number = Some("ĂĂĂĂĂĂĂĂĂĂ".into());
                })
                .build(),
        ),
        (
            "commodity-code-format",
            B::valid_t1()
                .with(|d| {
                    d.goods = vec![Goods {
                        sequence: 1,
                        taric_code: Some("2204211000".into()),
                        commodity_code: Some("220421".into()),
                        goods_description: Some("Wine".into()),
                        amount_value: Some(Decimal::from_cents(10_000)),
                        amount_currency: c("EUR"),
                        goods_quantity: Some(kilograms(10)),
                        measure_unit: c("KGM"),
                    }]
                })
                .build(),
        ),
        (
            "representative-status-flag-and-arrival-minimum-value-1",
            B::valid_t1()
                .with(|d| {
                    d.representative = Some(Party::new(Some("MD3000000000001"), None));
                    d.representative_status = c("12");
                    d.in_tp_mode = Some(true);
                    d.arrival_date_and_time_estimated = Some("0000-01-01T00:00:00".into());
                })
                .build(),
        ),
    ]
}

fn main() {
    let ctx = Ctx::example();
    let mut requests: Vec<(String, String)> = Vec::new();
    let mut push = |name: &str, request: String| requests.push((name.to_owned(), request));

    for (name, doc) in documents() {
        push(name, request(&doc, &ctx).to_string());
    }
    push(
        "defaults-trader",
        json!({"kind": "t01", "document": null, "ctx": ctx}).to_string(),
    );
    push(
        "defaults-agent",
        json!({"kind": "t01", "document": null, "ctx": agent()}).to_string(),
    );
    push(
        "defaults-clone-mode",
        json!({"kind": "t01", "document": null, "ctx": ctx.clone().with_mode(Mode::Clone)})
            .to_string(),
    );
    let agent_doc = B::valid_t1()
        .with(|d| d.representative = Some(Party::new(Some("MD3000000000001"), None)))
        .build();
    push(
        "i-am-holder",
        json!({"kind": "t01", "document": agent_doc, "changed": "#i-am-holder", "ctx": agent()})
            .to_string(),
    );
    push(
        "representative-required-for-agents",
        request(&B::valid_t1().build(), &agent()).to_string(),
    );
    let before = B::valid_t1().build();
    let mut after = before.clone();
    after.guarantees[0].r#type = Some(GuaranteeTypeRef::new("2"));
    push(
        "guarantee-type-change",
        json!({"kind": "t01", "document": after, "previous": before, "changed": "/guarantees/0/type", "ctx": ctx}).to_string(),
    );
    // What the user enters: a new item's currency, an identification number upper-cased.
    let before = B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.departure_transport = vec![TransportMeans {
                sequence: 1,
                id_type: Some(code("30")),
                identification_number: Some("AB123".into()),
                nationality: Some(country("MD", false)),
                ..TransportMeans::default()
            }];
        })
        .build();
    let mut after = before.clone();
    after.departure_transport[0].identification_number = Some("ab12ș".into());
    after.house_consignments[0]
        .house_items
        .push(vama_rules::t01::HouseItem::default());
    push(
        "identification-number-upper-cased-on-input",
        json!({"kind": "t01", "document": after, "previous": before, "changed": "/departureTransport/0/identificationNumber", "ctx": ctx}).to_string(),
    );
    push(
        "an-added-item-gets-the-application-currency",
        json!({"kind": "t01", "document": after, "previous": before, "changed": "/houseConsignments/0/houseItems/1", "ctx": ctx}).to_string(),
    );
    let control = B::valid_t1()
        .with(|d| d.control_result = Some(code("A5")))
        .build();
    push(
        "control-result-a5",
        request(&control, &ctx.clone().with_mode(Mode::ControlResults)).to_string(),
    );
    push(
        "view-mode-changes-nothing",
        request(
            &B::valid_t1().tir().with_transit_office("RO000001").build(),
            &ctx.clone().with_mode(Mode::View),
        )
        .to_string(),
    );
    push("decimal-as-string", r#"{"kind":"t01","ctx":CTX,"document":{"guarantees":[{"sequence":1,"type":{"code":"1"},"guaranteeReferences":[{"sequence":1,"coveredAmount":"99999999999999.99"}]}]}}"#.replace("CTX", &json!(ctx).to_string()));
    push("decimal-as-number", r#"{"kind":"t01","ctx":CTX,"document":{"guarantees":[{"sequence":1,"type":{"code":"1"},"guaranteeReferences":[{"sequence":1,"coveredAmount":1234.5}]}]}}"#.replace("CTX", &json!(ctx).to_string()));
    // g01: the guarantee kind and its forms.
    let g01 = |doc: &vama_rules::g01::Guarantee| {
        json!({"kind": "g01", "document": doc, "ctx": ctx}).to_string()
    };
    push(
        "g01-blank",
        json!({"kind": "g01", "document": null, "ctx": ctx}).to_string(),
    );
    push(
        "g01-valid-comprehensive",
        g01(&G::valid_comprehensive().build()),
    );
    push(
        "g01-type-change-removes-guarantor",
        g01(&G::valid_comprehensive()
            .with(|g| g.guarantee_type = Some(vama_rules::g01::G01TypeRef::new("0")))
            .build()),
    );
    push(
        "g01-voucher-number-format",
        g01(&G::individual("4")
            .with(|g| g.voucher_number = Some("a12".into()))
            .build()),
    );
    push(
        "g01-update-blank",
        json!({"kind": "g01-update", "document": null, "ctx": ctx}).to_string(),
    );
    push(
        "g01-action-details-required",
        json!({"kind": "g01-action", "document": {}, "ctx": ctx}).to_string(),
    );
    // Bad requests and documents: the error answers must match too.
    push(
        "unknown-field",
        json!({"kind": "t01", "document": {"lrn": "X", "colour": "red"}, "ctx": ctx}).to_string(),
    );
    push(
        "wrong-type",
        json!({"kind": "t01", "document": {"operationsNumber": "many"}, "ctx": ctx}).to_string(),
    );
    push("bad-decimal", json!({"kind": "t01", "document": {"guarantees": [{"guaranteeReferences": [{"coveredAmount": "1.2345678"}]}]}, "ctx": ctx}).to_string());
    // The authorisation kinds of the registry: each blank, each with its own rules broken.
    for kind in ["act", "ace", "acr", "trd", "etd", "sse", "eir"] {
        push(
            &format!("{kind}-blank"),
            json!({"kind": kind, "document": null, "ctx": ctx}).to_string(),
        );
        let doc = json!({"applicant": {"EORINumber": "MD1000000000001"}, "attestation": false,
            "operationsNumber": -1, "locations": [{"name": "Depot", "sequence": 9}],
            "customsOffices": [{"code": "MD200000"}, {"code": "MD200000"}],
            "sealsType": "ș".repeat(513), "dataAccess": "x",
            "declarantData": {"waiver": {"indication": false, "description": "x"},
                "goodsConcerned": [{"taricCode": "7318-15", "taricAdditionalCode": "A1"}]}});
        let mut doc = doc;
        // each kind gets only its own fields (another kind's are unknown to it)
        let own: &[&str] = match kind {
            "act" | "ace" => &["locations", "customsOffices", "operationsNumber"],
            "acr" => &["locations", "customsOffices", "operationsNumber"],
            "trd" => &["operationsNumber"],
            "etd" => &["dataAccess", "operationsNumber"],
            "sse" => &["sealsType", "operationsNumber"],
            _ => &["declarantData"],
        };
        doc.as_object_mut().unwrap().retain(|k, _| {
            own.contains(&k.as_str()) || ["applicant", "attestation"].contains(&k.as_str())
        });
        push(
            &format!("{kind}-broken"),
            json!({"kind": kind, "document": doc, "ctx": ctx}).to_string(),
        );
        push(
            &format!("{kind}-unknown-field"),
            json!({"kind": kind, "document": {"colour": "red"}, "ctx": ctx}).to_string(),
        );
    }
    push(
        "acr-indicator-change-clears-references",
        json!({"kind": "acr", "changed": "/guaranteeIndicator", "ctx": ctx,
            "previous": {"guaranteeIndicator": true, "customsDecisionReferenceNumber": "D1"},
            "document": {"guaranteeIndicator": false, "customsDecisionReferenceNumber": "D1"}})
        .to_string(),
    );
    push(
        "etd-aeo-applicant-access-to-data-disabled",
        json!({"kind": "etd", "ctx": ctx,
            "document": {"applicant": {"EORINumber": "MD1000000000001", "aeoAuthorised": true},
                "operationsNumber": 1}})
        .to_string(),
    );
    push(
        "unknown-kind",
        json!({"kind": "x99", "document": null, "ctx": ctx}).to_string(),
    );
    push(
        "missing-ctx",
        json!({"kind": "t01", "document": null}).to_string(),
    );
    push("not-json", "{\"kind\": \"t01\", ".to_owned());
    push("empty", String::new());

    let cases: Vec<Value> = requests
        .into_iter()
        .map(|(name, request)| {
            let expected = vama_rules_wasm::evaluate(request.as_bytes());
            json!({"name": name, "request": request, "expected": expected})
        })
        .collect();
    println!(
        "{}",
        serde_json::to_string_pretty(&cases).unwrap_or_default()
    );
}
