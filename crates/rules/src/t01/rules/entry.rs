//! Rules on what the user just entered, named by `changed`: the defaults of a row the user
//! adds, and "Identification number ... upper-cased on input" (spec 5.8). They run only on
//! that change: a stored or imported document keeps what it holds (where a lower-case
//! identification number is then a violation for the types that disallow it).
//!
//! A row's defaults, where the spec gives one: an item's "currency required (default from
//! application configuration)" (5.4); a guarantee's "Type required (default A)" (5.5, as the
//! blank document's, `defaults.rs`); a guarantee reference's "currency default EUR" (5.5) and
//! the goods block's "amountCurrency (default EUR)" (3.6). A row is new when the previous
//! document has no row at its index (or no previous document is given); the UI adds a row
//! by changing its pointer (`/houseConsignments/0/houseItems/5`).

use super::change::Change;
use super::defaults::default_guarantee_type;
use crate::t01::{Declaration, TransportMeans};
use crate::values::CodeRef;
use crate::Ctx;

pub fn apply(doc: &mut Declaration, change: &Change, ctx: &Ctx) {
    let Some(changed) = change.changed else {
        return;
    };
    let path: Vec<&str> = changed.split('/').skip(1).collect();
    let index = |s: &str| s.parse::<usize>().ok();
    let prev = change.previous;
    match path.as_slice() {
        ["guarantees", g] => {
            let Some(g) = index(g) else { return };
            let new = prev.is_none_or(|p| p.guarantees.len() <= g);
            if let Some(row) = doc.guarantees.get_mut(g).filter(|_| new) {
                row.r#type.get_or_insert_with(default_guarantee_type);
            }
        }
        ["guarantees", g, "guaranteeReferences", r] => {
            let (Some(g), Some(r)) = (index(g), index(r)) else {
                return;
            };
            let new = prev.is_none_or(|p| {
                p.guarantees
                    .get(g)
                    .is_none_or(|pg| pg.guarantee_references.len() <= r)
            });
            let row = doc
                .guarantees
                .get_mut(g)
                .and_then(|row| row.guarantee_references.get_mut(r));
            if let Some(row) = row.filter(|_| new) {
                row.currency.get_or_insert_with(euro);
            }
        }
        ["houseConsignments", h, "houseItems", i] => {
            let (Some(h), Some(i)) = (index(h), index(i)) else {
                return;
            };
            let new = prev.is_none_or(|p| {
                p.house_consignments
                    .get(h)
                    .is_none_or(|ph| ph.house_items.len() <= i)
            });
            let row = doc
                .house_consignments
                .get_mut(h)
                .and_then(|house| house.house_items.get_mut(i));
            if let (Some(row), true, false) = (row, new, ctx.currency.is_empty()) {
                row.currency.get_or_insert_with(|| CodeRef {
                    code: ctx.currency.clone(),
                    name: None,
                });
            }
        }
        ["goods", i] => {
            let Some(i) = index(i) else { return };
            let new = prev.is_none_or(|p| p.goods.len() <= i);
            if let Some(row) = doc.goods.get_mut(i).filter(|_| new) {
                row.amount_currency.get_or_insert_with(euro);
            }
        }
        [.., "identificationNumber"] => {
            if let Some(means) = means_at(doc, &path) {
                upper_case(means);
            }
        }
        _ => {}
    }
}

fn euro() -> CodeRef {
    CodeRef::new("EUR", "Euro")
}

/// The transport means whose identification number `path` names (a driver's is not one).
fn means_at<'d>(doc: &'d mut Declaration, path: &[&str]) -> Option<&'d mut TransportMeans> {
    let index = |s: &str| s.parse::<usize>().ok();
    match path {
        ["departureTransport", i, _] => doc.departure_transport.get_mut(index(i)?),
        ["borderTransport", i, _] => doc.border_transport.get_mut(index(i)?),
        ["houseConsignments", h, "departureTransport", i, _] => doc
            .house_consignments
            .get_mut(index(h)?)?
            .departure_transport
            .get_mut(index(i)?),
        ["incidents", i, "transhipment", "transportMeans", _] => doc
            .incidents
            .get_mut(index(i)?)?
            .transhipment
            .as_mut()?
            .transport_means
            .as_mut(),
        _ => None,
    }
}

/// 5.8 "upper-cased on input".
fn upper_case(means: &mut TransportMeans) {
    if let Some(number) = &mut means.identification_number {
        if number.chars().any(char::is_lowercase) {
            *number = number.to_uppercase();
        }
    }
}
