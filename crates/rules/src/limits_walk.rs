//! [`Limits::check_typed`], the validator of [`crate::limits`]: the limits checked on a typed
//! document without turning it into JSON first. The document is walked through its own
//! `Serialize` implementation (so the JSON names are serde's), and a field is only entered
//! when some limit lies below it: a declaration of 100,000 items costs a visit of the few
//! limited fields of each item, not a copy of the whole document.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::limits::{Limit, Limits};
use crate::serde_walk::{self, pointer, Step, Visitor};
use crate::Violation;

/// The most findings of one rule reported.
pub const MAX_PER_RULE: usize = 1000;

/// The rule names [`Limit`] reports, as static names.
fn rule_name(rule: &str) -> &'static str {
    [
        "max-length",
        "min-length",
        "digits",
        "alphanumeric",
        "minimum",
        "maximum",
        crate::limits::Format::Eori.rule(),
    ]
    .into_iter()
    .find(|r| *r == rule)
    .unwrap_or("other")
}

impl Limits {
    /// Every value of the typed `doc` that breaks its limit, as a violation at its pointer,
    /// unless the kind's own rules (already in `out`) reported that field: theirs is the more
    /// precise message, and a field shows one. Walks the document as serde writes it, entering
    /// only what the table limits ([`crate::limits_walk`]).
    pub fn check_typed<T: serde::Serialize + ?Sized>(&self, doc: &T, out: &mut Vec<Violation>) {
        let mut found = Vec::new();
        walk(&Node::of(self), doc, &mut found);
        if found.is_empty() {
            return;
        }
        let reported: std::collections::HashSet<&str> =
            out.iter().map(|v| v.path.as_str()).collect();
        // As many of one rule as a report holds (t01's `MAX_FINDINGS_PER_RULE`): 100,000 items
        // with too long a name are one finding repeated, not 100,000 to send.
        let mut per_rule: BTreeMap<&'static str, usize> = BTreeMap::new();
        let fresh: Vec<Violation> = found
            .into_iter()
            .filter(|v| !reported.contains(v.path.as_str()))
            .filter(|v| {
                let n = per_rule.entry(rule_name(&v.rule)).or_default();
                *n += 1;
                *n <= MAX_PER_RULE
            })
            .collect();
        out.extend(fresh);
    }
}

/// The table as a tree of JSON names (`*` is any row), walked beside the document. A node has
/// a few children: a list searched in order beats a map here (measured: `bench_rules`).
#[derive(Debug, Default)]
pub(crate) struct Node {
    limit: Option<Limit>,
    children: Vec<(String, Node)>,
}

impl Node {
    pub(crate) fn of(limits: &Limits) -> Node {
        let mut root = Node::default();
        for (pattern, limit) in limits.iter() {
            let mut node = &mut root;
            for key in pattern.split('/').skip(1) {
                let at = match node.children.iter().position(|(k, _)| k == key) {
                    Some(at) => at,
                    None => {
                        node.children.push((key.to_owned(), Node::default()));
                        node.children.len() - 1
                    }
                };
                node = &mut node.children[at].1;
            }
            node.limit = Some(*limit);
        }
        root
    }

    pub(crate) fn child(&self, key: &str) -> Option<&Node> {
        self.children
            .iter()
            .find_map(|(k, node)| (k == key).then_some(node))
    }

    pub(crate) fn row(&self) -> Option<&Node> {
        self.child("*")
    }
}

/// A value the walk meets at a limited field: a text or a whole number.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Scalar<'v> {
    Text(&'v str),
    Number(i64),
}

/// The limits' side of the walk ([`crate::serde_walk`]): it enters only what the table limits,
/// and hands each value met at a limited field, with its limit and path, to `action` (the
/// validator's check, the catalog codes' collection).
struct Limited<'t, F> {
    action: F,
    _table: std::marker::PhantomData<&'t Node>,
}

impl<'t, F: FnMut(&Limit, &[Step], Scalar<'_>)> Visitor for Limited<'t, F> {
    type Scope = &'t Node;

    fn member(&self, node: &'t Node, _: &'static str, key: &str) -> Option<&'t Node> {
        node.child(key)
    }

    fn rows(&self, node: &'t Node) -> Option<&'t Node> {
        node.row()
    }

    fn text(&mut self, node: &'t Node, path: &[Step], value: &str) {
        if let Some(limit) = &node.limit {
            (self.action)(limit, path, Scalar::Text(value));
        }
    }

    fn number(&mut self, node: &'t Node, path: &[Step], value: i64) {
        if let Some(limit) = &node.limit {
            (self.action)(limit, path, Scalar::Number(value));
        }
    }
}

/// Walks `doc` beside the table `root`, calling `action` with each value at a limited field.
pub(crate) fn each_limited<T: Serialize + ?Sized>(
    root: &Node,
    doc: &T,
    action: impl FnMut(&Limit, &[Step], Scalar<'_>),
) {
    let mut limited = Limited {
        action,
        _table: std::marker::PhantomData,
    };
    serde_walk::walk(&mut limited, root, doc);
}

/// Walks `doc`, reporting each limited value that breaks its limit into `out`.
pub(crate) fn walk<T: Serialize + ?Sized>(root: &Node, doc: &T, out: &mut Vec<Violation>) {
    each_limited(root, doc, |limit, path, value| {
        let broken = match value {
            Scalar::Text(text) => limit.broken_text(text),
            Scalar::Number(number) => limit.broken_number(number),
        };
        if let Some((rule, text)) = broken {
            out.push(Violation::of(pointer(path), rule, text));
        }
    });
}
