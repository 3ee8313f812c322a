//! What an amendment (IE013) may change, by its amendment type (DDNTA R0520, spec 3.1
//! `amendmentType`: 1 Guarantee, 0 Other).
//!
//! - Type 1, only in GUARANTEE_UNDER_AMENDMENT: "only the guarantee data may differ".
//! - Type 0: everything but the holder, the representative, the office of departure, the
//!   declaration types, the MRN, the LRN, the HS codes and the security type.
//!
//! Catalog values compare by their code (a name filled in by a lookup is not a change).

use serde_json::Value;

use crate::{t01::Declaration, text::Text, Violation};

/// Top-level fields an amendment of type 0 may not change. Each names itself in the text
/// [`MAY_NOT_CHANGE`] as its context (e.g. "the holder of the transit procedure").
const FIXED: &[&str] = &[
    "applicant",
    "representative",
    "departureOffice",
    "declarationType",
    "addDecType",
    "declarationTypeSecurity",
    "mrn",
    "lrn",
];

/// "An amendment may not change ...", its context the field's JSON name (crate::text).
const MAY_NOT_CHANGE: &str = "amendment-may-not-change";

/// Fields that are not data of the declaration (the amendment's own flag).
const NOT_DATA: &[&str] = &["amendmentType"];

/// The violations of R0520 for amending `stored` into `posted` (empty: allowed).
pub fn check(stored: &Declaration, posted: &Declaration) -> Result<(), Vec<Violation>> {
    let before = to_value(stored);
    let after = to_value(posted);
    let violations = match posted.amendment_type.as_ref().map(|c| c.code.as_str()) {
        Some("1") => changed_outside_guarantees(&before, &after),
        Some("0") => changed_fixed(&before, &after, stored, posted),
        _ => vec![Violation::of(
            "/amendmentType",
            "amendment-type-required",
            Text::new("amendment-type-required"),
        )],
    };
    if violations.is_empty() {
        Ok(())
    } else {
        Err(violations)
    }
}

fn to_value(doc: &Declaration) -> Value {
    serde_json::to_value(doc).unwrap_or(Value::Null)
}

fn changed_outside_guarantees(before: &Value, after: &Value) -> Vec<Violation> {
    let mut keys: Vec<&String> = object_keys(before).chain(object_keys(after)).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|k| k.as_str() != "guarantees" && !NOT_DATA.contains(&k.as_str()))
        .filter_map(|k| {
            difference(
                before.get(k.as_str()),
                after.get(k.as_str()),
                &format!("/{k}"),
            )
        })
        .map(|path| {
            let text = Text::new("amendment-guarantee-data-only");
            Violation::of(path, "R0520", text)
        })
        .collect()
}

fn changed_fixed(
    before: &Value,
    after: &Value,
    stored: &Declaration,
    posted: &Declaration,
) -> Vec<Violation> {
    let mut violations: Vec<Violation> = FIXED
        .iter()
        .filter(|k| !same(before.get(**k), after.get(**k)))
        .map(|k| {
            let text = Text::new(MAY_NOT_CHANGE).with("context", k);
            Violation::of(format!("/{k}"), "R0520", text)
        })
        .collect();
    for (h, (old, new)) in stored
        .house_consignments
        .iter()
        .zip(&posted.house_consignments)
        .enumerate()
    {
        for (i, (a, b)) in old.house_items.iter().zip(&new.house_items).enumerate() {
            if a.hs_code != b.hs_code {
                violations.push(Violation::of(
                    format!("/houseConsignments/{h}/houseItems/{i}/hsCode"),
                    "R0520",
                    Text::new(MAY_NOT_CHANGE).with("context", "hsCode"),
                ));
            }
        }
    }
    violations
}

fn object_keys(v: &Value) -> impl Iterator<Item = &String> {
    v.as_object().into_iter().flat_map(|o| o.keys())
}

/// Where `a` and `b` first differ as data (see [`same`]), as a JSON Pointer under `at`.
fn difference(a: Option<&Value>, b: Option<&Value>, at: &str) -> Option<String> {
    if same(a, b) {
        return None;
    }
    match (a, b) {
        (Some(Value::Object(x)), Some(Value::Object(y)))
            if !(x.contains_key("code") && y.contains_key("code")) =>
        {
            x.keys()
                .chain(y.keys())
                .find_map(|k| difference(x.get(k), y.get(k), &format!("{at}/{k}")))
                .or_else(|| Some(at.to_owned()))
        }
        (Some(Value::Array(x)), Some(Value::Array(y))) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| difference(Some(p), Some(q), &format!("{at}/{i}")))
            .or_else(|| Some(at.to_owned())),
        _ => Some(at.to_owned()),
    }
}

/// Equal as data: a catalog value (an object with a `code`) by its code, the rest exactly.
fn same(a: Option<&Value>, b: Option<&Value>) -> bool {
    match (a, b) {
        (None | Some(Value::Null), None | Some(Value::Null)) => true,
        (Some(Value::Object(x)), Some(Value::Object(y))) => {
            if let (Some(cx), Some(cy)) = (x.get("code"), y.get("code")) {
                return cx == cy;
            }
            let keys = x.keys().chain(y.keys());
            keys.into_iter().all(|k| same(x.get(k), y.get(k)))
        }
        (Some(Value::Array(x)), Some(Value::Array(y))) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(Some(p), Some(q)))
        }
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::t01::{testing, Guarantee};

    use crate::values::CodeRef;

    fn amended(kind: &str, change: impl FnOnce(&mut Declaration)) -> Result<(), Vec<Violation>> {
        let stored = testing::DeclarationBuilder::valid_t1().build();
        let mut posted = stored.clone();
        posted.amendment_type = Some(CodeRef::new(kind, ""));
        change(&mut posted);
        check(&stored, &posted)
    }

    fn paths(r: Result<(), Vec<Violation>>) -> Vec<String> {
        r.err()
            .unwrap_or_default()
            .into_iter()
            .map(|v| v.path)
            .collect()
    }

    #[test]
    fn r0520_a_guarantee_amendment_may_change_the_guarantees() {
        assert_eq!(
            amended("1", |d| d.guarantees.push(Guarantee::default())),
            Ok(())
        );
    }

    #[test]
    fn r0520_a_guarantee_amendment_may_change_nothing_else() {
        let found = paths(amended("1", |d| {
            d.ucr_reference = Some("NEW-UCR".into());
            d.guarantees.clear();
        }));
        assert_eq!(found, vec!["/ucrReference"]);
    }

    #[test]
    fn r0520_an_other_amendment_may_change_the_goods_data() {
        assert_eq!(
            amended("0", |d| d.ucr_reference = Some("NEW-UCR".into())),
            Ok(())
        );
    }

    #[test]
    fn r0520_an_other_amendment_may_not_change_holder_office_types_or_hs_code() {
        let found = paths(amended("0", |d| {
            d.applicant.as_mut().unwrap().eori_number = Some("MD9999999999999".into());
            d.departure_office = Some(crate::values::OfficeRef {
                code: "MD000000".into(),
                name: None,
            });
            d.declaration_type = Some(CodeRef::new("T2", ""));
            d.house_consignments[0].house_items[0].hs_code = Some("999999".into());
        }));
        assert_eq!(
            found,
            vec![
                "/applicant",
                "/departureOffice",
                "/declarationType",
                "/houseConsignments/0/houseItems/0/hsCode"
            ]
        );
    }

    #[test]
    fn r0520_names_in_its_message_the_field_an_amendment_may_not_change() {
        let said = |field: &str| Text::new(MAY_NOT_CHANGE).with("context", field).english();
        for field in FIXED.iter().chain(&["hsCode"]) {
            assert!(
                said(field).starts_with("An amendment may not change the "),
                "{field}"
            );
        }
        assert_eq!(
            said("applicant"),
            "An amendment may not change the holder of the transit procedure"
        );
        let found = amended("0", |d| d.lrn = Some("OTHER-LRN".into())).unwrap_err();
        assert_eq!(found[0].message, "An amendment may not change the LRN");
        assert_eq!(found[0].text.as_ref().unwrap().params["context"], "lrn");
    }

    #[test]
    fn a_catalog_name_filled_in_is_not_a_change() {
        assert_eq!(
            amended("0", |d| {
                d.declaration_type.as_mut().unwrap().name = Some("Another name".into());
            }),
            Ok(())
        );
    }

    #[test]
    fn an_amendment_without_its_type_is_refused() {
        let stored = testing::DeclarationBuilder::valid_t1().build();
        assert_eq!(
            paths(check(&stored, &stored.clone())),
            vec!["/amendmentType"]
        );
    }
}
