//! Choice fields whose catalog the rules narrow. One walk ([`visit`]) feeds both the UI's
//! `choices` map and the validator, so a narrowing is written once.

use std::collections::BTreeMap;

use crate::t01::codes::{CONTROL_RESULT_EXCLUDED, GUARANTEE_TIR};
use crate::t01::Declaration;
use crate::{Choices, Ctx, Violation};

/// One narrowed field: its pointer, its current code, what it may hold, and the rule and
/// message when it holds something else.
pub struct Narrowed<'a> {
    pub pointer: String,
    pub current: Option<&'a str>,
    pub choices: Choices,
    pub rule: &'static str,
    pub message: &'static str,
}

pub fn visit<'a>(doc: &'a Declaration, mut f: impl FnMut(Narrowed<'a>)) {
    // "Control result A3 is excluded from the choices."
    f(Narrowed {
        pointer: "/controlResult".into(),
        current: doc.control_result.as_ref().map(|c| c.code.as_str()),
        choices: Choices::exclude(&[CONTROL_RESULT_EXCLUDED]),
        rule: "control-result-a3-excluded",
        message: "Control result A3 can not be chosen",
    });
    // "Guarantee type choices are restricted to code B for TIR"; 5.1: "TIR transit allows only
    // guarantee type B".
    if doc.is_tir() {
        for (i, g) in doc.guarantees.iter().enumerate() {
            f(Narrowed {
                pointer: format!("/guarantees/{i}/type"),
                current: g.type_code(),
                choices: Choices::only(&[GUARANTEE_TIR]),
                rule: "tir-guarantee-type-b",
                message: "TIR transit can have only Guarantee type B",
            });
        }
    }
}

pub fn choices(doc: &Declaration, _ctx: &Ctx) -> BTreeMap<String, Choices> {
    let mut out = BTreeMap::new();
    visit(doc, |n| {
        out.insert(n.pointer, n.choices);
    });
    out
}

pub fn violations(doc: &Declaration, out: &mut Vec<Violation>) {
    visit(doc, |n| match n.current {
        Some(code) if !n.choices.allows(code) => {
            out.push(Violation::new(n.pointer, n.rule, n.message))
        }
        _ => {}
    });
}
