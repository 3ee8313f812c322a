//! Rules on what the user just entered, named by `changed`: the defaults of a row the user
//! adds, and "Identification number ... upper-cased on input" (spec 5.8). They run only on
//! that change: a stored or imported document keeps what it holds (where a lower-case
//! identification number is then a violation for the types that disallow it).
//!
//! A row's defaults, where the spec gives one: an item's "currency required (default from
//! application configuration)" (5.4); a guarantee's "Type required (default A)" (5.5, as the
//! blank document's, `defaults.rs`); a guarantee reference's "currency default EUR" (5.5) and
//! the goods block's "amountCurrency (default EUR)" (3.6). A row is new when the previous
//! document has no row at its index (or no previous document is given), whether the change
//! names the row (`/houseConsignments/0/houseItems/5`, the item table's "Add Item") or the
//! whole list (`/goods`, a list field's "Add").

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
    let prev = change.previous;
    // Each list with a row default: the rows the change added get it.
    match path.as_slice() {
        ["guarantees", row @ ..] if row.len() <= 1 => {
            let before = prev.map(|p| p.guarantees.len());
            for g in added(row, doc.guarantees.len(), before) {
                doc.guarantees[g]
                    .r#type
                    .get_or_insert_with(default_guarantee_type);
            }
        }
        ["guarantees", g, "guaranteeReferences", row @ ..] if row.len() <= 1 => {
            let Some(guarantee) = index(g).and_then(|g| doc.guarantees.get_mut(g)) else {
                return;
            };
            let before = prev.map(|p| {
                p.guarantees
                    .get(index(g).unwrap_or(usize::MAX))
                    .map_or(0, |pg| pg.guarantee_references.len())
            });
            let refs = &mut guarantee.guarantee_references;
            for r in added(row, refs.len(), before) {
                refs[r].currency.get_or_insert_with(euro);
            }
        }
        ["houseConsignments", h, "houseItems", row @ ..] if row.len() <= 1 => {
            if ctx.currency.is_empty() {
                return;
            }
            let Some(house) = index(h).and_then(|h| doc.house_consignments.get_mut(h)) else {
                return;
            };
            let before = prev.map(|p| {
                p.house_consignments
                    .get(index(h).unwrap_or(usize::MAX))
                    .map_or(0, |ph| ph.house_items.len())
            });
            let items = &mut house.house_items;
            for i in added(row, items.len(), before) {
                items[i].currency.get_or_insert_with(|| CodeRef {
                    code: ctx.currency.clone(),
                    name: None,
                });
            }
        }
        ["goods", row @ ..] if row.len() <= 1 => {
            let before = prev.map(|p| p.goods.len());
            for i in added(row, doc.goods.len(), before) {
                doc.goods[i].amount_currency.get_or_insert_with(euro);
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

fn index(s: &str) -> Option<usize> {
    s.parse().ok()
}

/// The rows a change added to a list now `len` long that had `before` rows (`None`: the
/// previous document is not known). The change names either one row (`row` = its index: new
/// when the previous list was shorter, or unknown) or the whole list (`row` empty: what a
/// list's "Add" button sends; the rows past the previous length, none when it is not known).
fn added(row: &[&str], len: usize, before: Option<usize>) -> std::ops::Range<usize> {
    match row {
        [i] => match index(i) {
            Some(i) if i < len && before.is_none_or(|b| b <= i) => i..i + 1,
            _ => 0..0,
        },
        _ => before.map_or(0..0, |b| b.min(len)..len),
    }
}

fn euro() -> CodeRef {
    CodeRef::new("EUR", "Euro")
}

/// The transport means whose identification number `path` names (a driver's is not one).
fn means_at<'d>(doc: &'d mut Declaration, path: &[&str]) -> Option<&'d mut TransportMeans> {
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
