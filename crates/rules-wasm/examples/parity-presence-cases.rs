//! Emits the parity cases of the dependent-field rules (spec 4.3, 4.4), the presence of the
//! consignment, houses and items, the choices the document narrows, and the engine's `focus`:
//! a JSON array of `{name, request, expected}`, `expected` being the native answer.
//! `crates/rules-wasm/tests/parity.test.mjs` runs every request through the WebAssembly build
//! and compares (with the cases of `parity-cases`).
//!
//! `cargo run -p vama-rules-wasm --example parity-presence-cases`

use serde_json::{json, Value};
use vama_rules::t01::generate::generate;
use vama_rules::t01::testing::{code, country, office, package, DeclarationBuilder as B};
use vama_rules::t01::{
    AdditionalInfo, Contact, Declaration, Document, GoodsLocation, Incident, Party,
    TransportEquipment, TransportMeans,
};
use vama_rules::values::Decimal;
use vama_rules::{Ctx, Mode};

fn request(doc: &Declaration, ctx: &Ctx) -> Value {
    json!({"kind": "t01", "document": doc, "ctx": ctx})
}

/// A change: `before`, then `f` applied, with `changed` naming the field.
fn change(before: &Declaration, changed: &str, f: impl FnOnce(&mut Declaration)) -> Value {
    let mut after = before.clone();
    f(&mut after);
    json!({"kind": "t01", "document": after, "previous": before, "changed": changed,
        "ctx": Ctx::example()})
}

fn means(id_type: &str) -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code(id_type)),
        identification_number: Some("ABC123".into()),
        nationality: Some(country("MD", false)),
        ..TransportMeans::default()
    }
}

fn by_road() -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.departure_transport = vec![means("30")];
            d.house_consignments[0].departure_transport = vec![means("30")];
        })
        .build()
}

fn item(d: &mut Declaration) -> &mut vama_rules::t01::HouseItem {
    &mut d.house_consignments[0].house_items[0]
}

fn cases() -> Vec<(&'static str, Value)> {
    let ctx = Ctx::example();
    let doc = |b: B| request(&b.build(), &ctx);
    let mut out = vec![
        // 4.4 change rules.
        (
            "reduced-dataset-1-empties-inland-mode-and-consignor",
            change(
                &B::valid_t1()
                    .with(|d| {
                        d.inland_mot = Some(code("3"));
                        d.consignor_contact = Some(Contact::default());
                    })
                    .build(),
                "/reducedDataset",
                |d| d.reduced_dataset = Some(code("1")),
            ),
        ),
        (
            "container-indicator-change-removes-transport-equipment",
            change(
                &B::valid_t1()
                    .with(|d| {
                        d.container_indicator = Some(code("1"));
                        d.transport_equipment = vec![TransportEquipment::default()];
                    })
                    .build(),
                "/containerIndicator",
                |d| d.container_indicator = Some(code("0")),
            ),
        ),
        (
            "inland-mode-change-removes-departure-transport",
            change(&by_road(), "/inlandMot", |d| d.inland_mot = None),
        ),
        (
            "transport-mode-change-clears-identification-type",
            change(&by_road(), "/inlandMot", |d| d.inland_mot = Some(code("2"))),
        ),
        (
            "mail-removes-departure-and-border-transport",
            doc(B::valid_t1().with(|d| {
                d.inland_mot = Some(code("5"));
                d.departure_transport = vec![means("30")];
                d.border_transport = vec![means("30")];
            })),
        ),
        (
            "destination-change-removes-cn-code",
            change(
                &B::valid_t1()
                    .with(|d| item(d).cn_code = Some("10".into()))
                    .build(),
                "/destinationCountry",
                |d| d.destination_country = Some(country("RO", true)),
            ),
        ),
        (
            "hs-code-change-removes-quantity3",
            change(
                &B::valid_t1()
                    .with(|d| {
                        item(d).hs_code = Some("220600".into());
                        item(d).quantity3 = Some(Decimal::from_cents(100));
                    })
                    .build(),
                "/houseConsignments/0/houseItems/0/hsCode",
                |d| item(d).hs_code = Some("080810".into()),
            ),
        ),
        // 4.4 state rules.
        (
            "item-requirements-off-remove-the-fields",
            doc(B::valid_t1().with(|d| {
                d.house_consignments[0].ucr_reference = Some("UCR-H".into());
                let i = item(d);
                i.declaration_type = Some(code("T1"));
                i.dispatch_country = Some(country("MD", false));
                i.destination_country = Some(country("UA", false));
                i.ucr_reference = Some("UCR-I".into());
            })),
        ),
        (
            "house-sections-held-by-the-master",
            doc(B::valid_t1().with(|d| {
                d.ucr_reference = Some("UCR-M".into());
                let h = &mut d.house_consignments[0];
                h.ucr_reference = Some("UCR-H".into());
                h.consignor = Some(Party::new(Some("MD2000000000001"), None));
                h.consignor_contact = Some(Contact::default());
            })),
        ),
        (
            "payment-method-and-unloading-place-without-security",
            doc(B::valid_t1().security("1").with(|d| {
                d.declaration_type_security = Some(code("0"));
                d.payment_method = Some(code("A"));
            })),
        ),
        (
            "package-number-bulk-and-measure-qualifier",
            doc(B::valid_t1().with(|d| {
                let mut bulk = package("BULK");
                bulk.package_number = Some(4);
                item(d).packagings = vec![bulk];
                item(d).previous_doc = vec![Document {
                    sequence: 1,
                    doc_type: Some(code("N380")),
                    reference: Some("INV-1".into()),
                    msr_qualifier: Some(code("KGM")),
                    ..Document::default()
                }];
            })),
        ),
        (
            "location-qualifier-decides-sub-fields",
            doc(B::valid_t1().with(|d| {
                let l = d.goods_location.as_mut().unwrap();
                l.qualifier = Some(code("U"));
                l.un_code = Some(code("MDKIV"));
                l.authorization_number = Some("C521MD1".into());
            })),
        ),
        (
            "net-mass-hidden-with-reduced-dataset",
            doc(B::valid_t1()
                .reduced_dataset("1")
                .with_authorisation("C524")
                .with(|d| item(d).net_mass = Some(Decimal::from_cents(1)))),
        ),
        // Section 5 presence.
        (
            "border-transport-mandatory",
            doc(B::valid_t1()
                .security("3")
                .with_routing_country("UA", false)
                .with_exit_office("RO000002")
                .with(|d| d.border_mot = Some(code("3")))),
        ),
        (
            "transport-equipment-required-when-containerised",
            doc(B::valid_t1().with(|d| d.container_indicator = Some(code("1")))),
        ),
        (
            "house-and-item-required-fields",
            doc(B::valid_t1().with(|d| {
                d.house_consignments[0].gross_mass = None;
                item(d).goods_description = None;
                item(d).packagings = vec![vama_rules::t01::Package::default()];
            })),
        ),
        (
            "location-of-goods-required",
            doc(B::valid_t1().with(|d| d.goods_location = None)),
        ),
        // Choices.
        (
            "choices-from-a-common-transit-country",
            doc(B::valid_t1().destination("SM", true).with(|d| {
                d.departure_country = Some(country("RO", true));
                d.additional_info = vec![AdditionalInfo {
                    sequence: 1,
                    code: Some(code("30600")),
                    text: None,
                }];
            })),
        ),
        (
            "choices-of-identification-types",
            doc(B::valid_t1().with(|d| {
                d.inland_mot = Some(code("3"));
                d.border_mot = Some(code("4"));
                d.departure_transport = vec![means("31"), means("30")];
                d.border_transport = vec![TransportMeans {
                    cust_office: Some(office("MD300000")),
                    ..means("40")
                }];
            })),
        ),
        (
            "choices-of-item-declaration-types-and-incident-qualifiers",
            doc(B::valid_t1().declaration_type("T").with(|d| {
                item(d).declaration_type = Some(code("TIR"));
                d.incidents = vec![Incident {
                    location: Some(GoodsLocation {
                        qualifier: Some(code("V")),
                        ..GoodsLocation::default()
                    }),
                    ..Incident::default()
                }];
            })),
        ),
        (
            "control-decision-in-modify-mode",
            request(
                &B::valid_t1()
                    .with(|d| {
                        d.amendment_type = Some(code("0"));
                        d.control_decision = Some(vama_rules::t01::ControlDecision {
                            notification_type: Some(code("1")),
                            ..Default::default()
                        });
                    })
                    .build(),
                &ctx.clone().with_mode(Mode::Modify),
            ),
        ),
    ];
    // The engine's focus.
    let big = generate(7, 4, 3);
    let mut focused = request(&big, &ctx);
    focused["focus"] = json!(["/houseConsignments/2", "/houseConsignments/3/houseItems/1"]);
    out.push(("focus-rows", focused));
    let mut header = request(&big, &ctx);
    header["focus"] = json!([]);
    out.push(("focus-header-only", header));
    out.push(("no-focus-every-row", request(&big, &ctx)));
    let mut odd = request(&B::valid_t1().build(), &ctx);
    odd["focus"] = json!([
        "/houseConsignments/9",
        "/houseConsignments/x",
        "/guarantees/0",
        ""
    ]);
    out.push(("focus-rows-outside-the-document", odd));
    out
}

fn main() {
    let cases: Vec<Value> = cases()
        .into_iter()
        .map(|(name, request)| {
            let request = request.to_string();
            let expected = vama_rules_wasm::evaluate(request.as_bytes());
            json!({"name": name, "request": request, "expected": expected})
        })
        .collect();
    println!(
        "{}",
        serde_json::to_string_pretty(&cases).unwrap_or_default()
    );
}
