//! [`Limits::check_typed`], the validator of [`crate::limits`]: the limits checked on a typed
//! document without turning it into JSON first. The document is walked through its own
//! `Serialize` implementation (so the JSON names are serde's), and a field is only entered
//! when some limit lies below it: a declaration of 100,000 items costs a visit of the few
//! limited fields of each item, not a copy of the whole document.

use std::collections::BTreeMap;
use std::fmt::{self, Write};

use serde::ser::{self, Impossible, Serialize};

use crate::limits::{Limit, Limits};
use crate::text::Text;
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

    fn child(&self, key: &str) -> Option<&Node> {
        self.children
            .iter()
            .find_map(|(k, node)| (k == key).then_some(node))
    }

    fn row(&self) -> Option<&Node> {
        self.child("*")
    }
}

/// A step of the path to the value walked: written out only when a value breaks its limit.
enum Step {
    Field(&'static str),
    /// A key of a map (a flattened block).
    Key(String),
    Row(usize),
}

/// Walks `doc`, reporting each limited value that breaks its limit into `out`.
pub(crate) fn walk<T: Serialize + ?Sized>(root: &Node, doc: &T, out: &mut Vec<Violation>) {
    let mut path = Vec::new();
    let _ = doc.serialize(Walker {
        node: root,
        path: &mut path,
        out,
    });
}

#[derive(Debug)]
pub(crate) struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("stop")
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

struct Walker<'a> {
    node: &'a Node,
    path: &'a mut Vec<Step>,
    out: &'a mut Vec<Violation>,
}

impl Walker<'_> {
    fn report(&mut self, broken: Option<(&'static str, Text)>) -> Result<(), Stop> {
        if let Some((rule, text)) = broken {
            let mut pointer = String::new();
            for step in self.path.iter() {
                let _ = match step {
                    Step::Field(key) => write!(pointer, "/{key}"),
                    Step::Key(key) => write!(pointer, "/{key}"),
                    Step::Row(i) => write!(pointer, "/{i}"),
                };
            }
            self.out.push(Violation::of(pointer, rule, text));
        }
        Ok(())
    }

    /// Enters `child` at `step` of the path, walks `value` there and leaves.
    fn enter<T: Serialize + ?Sized>(
        &mut self,
        child: &Node,
        step: Step,
        value: &T,
    ) -> Result<(), Stop> {
        self.path.push(step);
        let result = value.serialize(Walker {
            node: child,
            path: self.path,
            out: self.out,
        });
        self.path.pop();
        result
    }
}

macro_rules! number {
    ($($name:ident: $ty:ty),*) => {$(
        fn $name(mut self, v: $ty) -> Result<(), Stop> {
            let broken = match (self.node.limit, i64::try_from(v)) {
                (Some(limit), Ok(n)) => limit.broken_number(n),
                _ => None,
            };
            self.report(broken)
        }
    )*};
}

macro_rules! ignored {
    ($($name:ident: $ty:ty),*) => {$(
        fn $name(self, _: $ty) -> Result<(), Stop> {
            Ok(())
        }
    )*};
}

impl<'a> ser::Serializer for Walker<'a> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Rows<'a>;
    type SerializeTuple = Impossible<(), Stop>;
    type SerializeTupleStruct = Impossible<(), Stop>;
    type SerializeTupleVariant = Impossible<(), Stop>;
    type SerializeMap = Fields<'a>;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = Fields<'a>;

    number!(serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64);
    ignored!(serialize_bool: bool, serialize_f32: f32, serialize_f64: f64, serialize_char: char,
        serialize_bytes: &[u8], serialize_unit_struct: &'static str);

    fn serialize_str(mut self, v: &str) -> Result<(), Stop> {
        let broken = self.node.limit.and_then(|limit| limit.broken_text(v));
        self.report(broken)
    }

    fn serialize_none(self) -> Result<(), Stop> {
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Stop> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Stop> {
        Ok(())
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Result<(), Stop> {
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        value.serialize(self)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Rows<'a>, Stop> {
        Ok(Rows {
            walker: self,
            index: 0,
        })
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Stop> {
        Err(Stop)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Stop> {
        Err(Stop)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Stop> {
        Err(Stop)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Fields<'a>, Stop> {
        Ok(Fields {
            walker: self,
            key: None,
        })
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'a>, Stop> {
        Ok(Fields {
            walker: self,
            key: None,
        })
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Fields<'a>, Stop> {
        Ok(Fields {
            walker: self,
            key: None,
        })
    }
}

/// The rows of a list: each entered as `/{index}` when the table limits its rows.
struct Rows<'a> {
    walker: Walker<'a>,
    index: usize,
}

impl ser::SerializeSeq for Rows<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        let index = self.index;
        self.index += 1;
        match self.walker.node.row() {
            Some(row) => self.walker.enter(row, Step::Row(index), value),
            None => Ok(()),
        }
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

/// The fields of an object (a struct, or a map where serde flattens one): a field is entered
/// only when the table limits something at or below it.
struct Fields<'a> {
    walker: Walker<'a>,
    key: Option<String>,
}

impl Fields<'_> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Stop> {
        match self.walker.node.child(key) {
            Some(child) => self.walker.enter(child, Step::Field(key), value),
            None => Ok(()),
        }
    }
}

impl ser::SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeStructVariant for Fields<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeMap for Fields<'_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Stop> {
        self.key = serde_json::to_value(key)
            .ok()
            .and_then(|k| k.as_str().map(str::to_owned));
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        let Some(key) = self.key.take() else {
            return Ok(());
        };
        match self.walker.node.child(&key) {
            Some(child) => self.walker.enter(child, Step::Key(key), value),
            None => Ok(()),
        }
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}
