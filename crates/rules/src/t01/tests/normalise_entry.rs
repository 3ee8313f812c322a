//! What the user just entered (`rules/entry.rs`): the defaults of a row the user adds (5.4
//! "currency required (default from application configuration)", 5.5 "Type required (default
//! A)" and "currency default EUR", 3.6 "amountCurrency (default EUR)") and 5.8 "Identification
//! number ... upper-cased on input". Each fired and not fired.

use super::*;
use crate::t01::testing::{code, country, item, DeclarationBuilder as B};
use crate::t01::{Goods, Guarantee, GuaranteeReference, Incident, Transhipment, TransportMeans};

/// `before` changed by `f` at `changed`, normalised.
fn after(before: &Declaration, changed: &str, f: impl FnOnce(&mut Declaration)) -> Declaration {
    let mut doc = before.clone();
    f(&mut doc);
    normalise_change(&mut doc, before, changed);
    doc
}

fn currency(doc: &Declaration, i: usize) -> Option<&str> {
    let it = &doc.house_consignments[0].house_items[i];
    it.currency.as_ref().map(|c| c.code.as_str())
}

#[test]
fn an_added_item_gets_the_application_currency() {
    let before = B::valid_t1().build();
    let doc = after(&before, "/houseConsignments/0/houseItems/1", |d| {
        let mut new = item();
        new.currency = None;
        d.house_consignments[0].house_items.push(new);
    });
    // Ctx::example() is configured for MDL.
    assert_eq!(currency(&doc, 1), Some("MDL"));
}

#[test]
fn an_item_s_currency_is_not_defaulted_once_the_item_exists() {
    let before = B::valid_t1().build();
    let doc = after(&before, "/houseConsignments/0/houseItems/0/currency", |d| {
        d.house_consignments[0].house_items[0].currency = None
    });
    assert_eq!(currency(&doc, 0), None);
    // Nor is a currency chosen for a new item replaced.
    let doc = after(&before, "/houseConsignments/0/houseItems/1", |d| {
        d.house_consignments[0].house_items.push(item())
    });
    assert_eq!(currency(&doc, 1), Some("EUR"));
    // Nor does a store (no change named) fill one in.
    let mut stored = before.clone();
    stored.house_consignments[0].house_items[0].currency = None;
    normalise(&mut stored);
    assert_eq!(currency(&stored, 0), None);
}

#[test]
fn an_added_guarantee_gets_type_a() {
    let before = B::valid_t1().build();
    let doc = after(&before, "/guarantees/1", |d| {
        d.guarantees.push(Guarantee::default())
    });
    assert_eq!(doc.guarantees[1].type_code(), Some("A"));
    assert!(doc.guarantees[1].guarantee_references.is_empty());
    // A guarantee whose type the user clears stays without one ("Type required").
    let doc = after(&before, "/guarantees/0/type", |d| {
        d.guarantees[0].r#type = None
    });
    assert_eq!(doc.guarantees[0].type_code(), None);
}

#[test]
fn an_added_guarantee_reference_gets_currency_eur() {
    let before = B::valid_t1().with_guarantee("1").build();
    let doc = after(&before, "/guarantees/0/guaranteeReferences/1", |d| {
        d.guarantees[0]
            .guarantee_references
            .push(GuaranteeReference {
                sequence: 2,
                ..GuaranteeReference::default()
            })
    });
    let r = &doc.guarantees[0].guarantee_references[1];
    assert_eq!(r.currency.as_ref().map(|c| c.code.as_str()), Some("EUR"));
    // An existing reference whose currency is cleared stays without one.
    let doc = after(
        &before,
        "/guarantees/0/guaranteeReferences/0/currency",
        |d| d.guarantees[0].guarantee_references[0].currency = None,
    );
    assert_eq!(doc.guarantees[0].guarantee_references[0].currency, None);
}

#[test]
fn an_added_goods_row_gets_amount_currency_eur() {
    let before = B::valid_t1().build();
    let doc = after(&before, "/goods/0", |d| d.goods.push(Goods::default()));
    let c = doc.goods[0]
        .amount_currency
        .as_ref()
        .map(|c| c.code.as_str());
    assert_eq!(c, Some("EUR"));
    let doc = after(&doc.clone(), "/goods/0/amountCurrency", |d| {
        d.goods[0].amount_currency = None
    });
    assert_eq!(doc.goods[0].amount_currency, None);
}

fn means(number: &str) -> TransportMeans {
    TransportMeans {
        sequence: 1,
        id_type: Some(code("30")),
        identification_number: Some(number.into()),
        nationality: Some(country("MD", false)),
        ..TransportMeans::default()
    }
}

fn by_road() -> Declaration {
    B::valid_t1()
        .with(|d| {
            d.inland_mot = Some(code("3"));
            d.departure_transport = vec![means("AB123CD")];
            d.house_consignments[0].departure_transport = vec![means("AB123CD")];
            d.incidents = vec![Incident {
                sequence: 1,
                transhipment: Some(Transhipment {
                    transport_means: Some(means("AB123CD")),
                    ..Transhipment::default()
                }),
                ..Incident::default()
            }];
        })
        .build()
}

#[test]
fn identification_number_upper_cased_on_input() {
    let before = by_road();
    for (pointer, f) in [
        (
            "/departureTransport/0/identificationNumber",
            (|d: &mut Declaration| &mut d.departure_transport[0])
                as fn(&mut Declaration) -> &mut TransportMeans,
        ),
        (
            "/houseConsignments/0/departureTransport/0/identificationNumber",
            |d| &mut d.house_consignments[0].departure_transport[0],
        ),
        (
            "/incidents/0/transhipment/transportMeans/identificationNumber",
            |d| {
                d.incidents[0]
                    .transhipment
                    .as_mut()
                    .unwrap()
                    .transport_means
                    .as_mut()
                    .unwrap()
            },
        ),
    ] {
        let mut doc = after(&before, pointer, |d| {
            f(d).identification_number = Some("ab 12ș".into())
        });
        assert_eq!(
            f(&mut doc).identification_number.as_deref(),
            Some("AB 12Ș"),
            "{pointer}"
        );
    }
}

#[test]
fn identification_number_not_upper_cased_unless_entered() {
    // A stored or imported document keeps what it holds (the validator judges it).
    let mut doc = by_road();
    doc.departure_transport[0].identification_number = Some("ab12".into());
    normalise(&mut doc);
    assert_eq!(
        doc.departure_transport[0].identification_number.as_deref(),
        Some("ab12")
    );
    // A driver's identification number is no transport means'.
    let before = B::valid_t1()
        .with(|d| d.drivers = vec![crate::t01::Driver::default()])
        .build();
    let doc = after(&before, "/drivers/0/identificationNumber", |d| {
        d.drivers[0].identification_number = Some("ab12".into())
    });
    assert_eq!(
        doc.drivers[0].identification_number.as_deref(),
        Some("ab12")
    );
}

#[test]
fn a_row_added_through_its_list_gets_its_default_too() {
    // A list field's "Add" changes the whole list (`/goods`), not the new row's pointer.
    let before = B::valid_t1().build();
    let n = before.goods.len();
    let doc = after(&before, "/goods", |d| d.goods.push(Goods::default()));
    let added = doc.goods[n]
        .amount_currency
        .as_ref()
        .map(|c| c.code.as_str());
    assert_eq!(added, Some("EUR"));
    let doc = after(&before, "/houseConsignments/0/houseItems", |d| {
        let mut new = item();
        new.currency = None;
        d.house_consignments[0].house_items.push(new);
    });
    assert_eq!(currency(&doc, 1), Some("MDL"));
}

#[test]
fn a_list_change_that_adds_no_row_defaults_nothing() {
    let mut before = B::valid_t1().build();
    before.goods = vec![Goods::default(), Goods::default()];
    // Deleting the first row leaves the second without a currency, as it was.
    let doc = after(&before, "/goods", |d| {
        d.goods.remove(0);
    });
    assert_eq!(doc.goods.len(), 1);
    assert_eq!(doc.goods[0].amount_currency, None);
    // Without the previous document nothing tells which rows are new: none is defaulted.
    let mut doc = before.clone();
    doc.goods.push(Goods::default());
    T01::normalise(&mut doc, None, Some("/goods"), &ctx());
    assert!(doc.goods.iter().all(|g| g.amount_currency.is_none()));
}
