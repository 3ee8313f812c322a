//! Holds a kind's validator to its table of limits ([`crate::limits`]): for every entry, a
//! value just past the limit, put into a valid document at the entry's field, is refused there
//! (by the model or by a rule at that field), and a value at the limit fits the model. Kinds whose validator
//! checks typed values (t01, g01) rather than walking the table are tested with it, so the
//! table the forms and the OpenAPI read can never promise what the server does not enforce.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use crate::conditional::REQUIRED;
use crate::limits::Limit;
use crate::{Ctx, Kind};

/// What is wrong, entry by entry (empty when the validator enforces every limit of `K`).
pub fn unenforced<K: Kind>(valid: &K::Doc, ctx: &Ctx) -> Vec<String> {
    let base = serde_json::to_value(valid).expect("a document is JSON");
    let mut problems = Vec::new();
    for (pattern, limit) in K::limits().iter() {
        let pointer = pattern.replace('*', "0");
        for (what, inside, outside) in samples(limit) {
            let at_limit = rules_at::<K>(&base, &pointer, inside.clone(), ctx);
            let past = rules_at::<K>(&base, &pointer, outside.clone(), ctx);
            match (at_limit, past) {
                (None, _) => problems.push(format!(
                    "{pattern}: {inside} ({what}, within the limit) does not fit the model"
                )),
                (Some(_), None) => {} // the model refuses it: enforced
                (Some(_), Some(beyond)) => {
                    if beyond.is_empty() {
                        problems.push(format!("{pattern}: {outside} ({what}) is not refused"));
                    }
                }
            }
        }
    }
    problems
}

/// The rules (other than required) that fire at `pointer` once `value` is put there, or
/// `None` when the model refuses the document. A field the kind never shows (a shared block's
/// field another kind has: temporary admission goods have no rate of yield) refuses any value
/// as not allowed; the valid documents the kinds are tested with fill every field they allow.
fn rules_at<K: Kind>(
    base: &Value,
    pointer: &str,
    value: Value,
    ctx: &Ctx,
) -> Option<BTreeSet<String>> {
    let mut doc = base.clone();
    put(&mut doc, pointer, value);
    let doc: K::Doc = match serde_json::from_value(doc) {
        Ok(doc) => doc,
        Err(e) => {
            eprintln!("{pointer}: {e}");
            return None;
        }
    };
    Some(
        K::violations(&doc, ctx)
            .into_iter()
            .filter(|v| v.path == pointer && v.rule != REQUIRED)
            .map(|v| v.rule)
            .collect(),
    )
}

/// For each part of `limit`: what it is, a value within it and a value just outside it.
fn samples(limit: &Limit) -> Vec<(&'static str, Value, Value)> {
    let mut out = Vec::new();
    // Letters make a text that every format of letters and digits takes; digits where only
    // digits are allowed.
    let fill = |n: usize| {
        if limit.digits {
            "1".repeat(n)
        } else {
            "A".repeat(n)
        }
    };
    if let Some(max) = limit.max_length {
        out.push(("max length", fill(max).into(), fill(max + 1).into()));
    }
    if let Some(min) = limit.min_length.filter(|min| *min > 0) {
        out.push(("min length", fill(min).into(), fill(min - 1).into()));
    }
    let len = limit.min_length.or(limit.max_length).unwrap_or(1).max(2);
    if limit.alphanumeric {
        let odd = format!("{}-", "A".repeat(len - 1));
        out.push(("letters and digits", fill(len).into(), odd.into()));
    }
    if let Some(crate::limits::Format::Eori) = limit.format {
        out.push(("EORI format", "MD1".into(), "1MD".into()));
    }
    if limit.digits {
        let odd = format!("{}A", "1".repeat(len - 1));
        out.push(("digits", fill(len).into(), odd.into()));
    }
    if let Some(max) = limit.maximum {
        out.push(("maximum", max.into(), (max + 1).into()));
    }
    if let Some(min) = limit.minimum {
        out.push(("minimum", min.into(), (min - 1).into()));
    }
    out
}

/// Puts `value` at `pointer`, making the objects and the first rows on the way.
fn put(doc: &mut Value, pointer: &str, value: Value) {
    let keys: Vec<&str> = pointer.split('/').skip(1).collect();
    let mut node = doc;
    for (i, key) in keys.iter().enumerate() {
        let last = i + 1 == keys.len();
        let next = || {
            if last {
                Value::Null
            } else if keys[i + 1].parse::<usize>().is_ok() {
                Value::Array(Vec::new())
            } else {
                Value::Object(Map::new())
            }
        };
        node = match key.parse::<usize>() {
            Ok(index) => {
                let rows = node.as_array_mut().expect("a row of a list");
                while rows.len() <= index {
                    rows.push(next());
                }
                if rows[index].is_null() {
                    rows[index] = next();
                }
                &mut rows[index]
            }
            Err(_) => {
                if !node.is_object() {
                    *node = Value::Object(Map::new());
                }
                let map = node.as_object_mut().expect("an object");
                let child = map.entry(*key).or_insert_with(next);
                if child.is_null() && !last {
                    *child = next();
                }
                child
            }
        };
    }
    *node = value;
}
