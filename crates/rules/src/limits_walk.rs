//! [`Limits::check_typed`]: the limits checked on a typed document without turning it into
//! JSON first. The document is walked through its own `Serialize` implementation (so the
//! JSON names are serde's), and a field is only entered when some limit lies below it: a
//! declaration of 100,000 items costs a visit of the few limited fields of each item, not a
//! copy of the whole document.

use std::collections::BTreeMap;
use std::fmt;

use serde::ser::{self, Impossible, Serialize};

use crate::limits::{Limit, Limits};
use crate::Violation;

/// The table as a tree of JSON names (`*` is any row), walked beside the document.
#[derive(Debug, Default)]
pub(crate) struct Node {
    limit: Option<Limit>,
    children: BTreeMap<String, Node>,
}

impl Node {
    pub(crate) fn of(limits: &Limits) -> Node {
        let mut root = Node::default();
        for (pattern, limit) in limits.iter() {
            let mut node = &mut root;
            for key in pattern.split('/').skip(1) {
                node = node.children.entry(key.to_owned()).or_default();
            }
            node.limit = Some(*limit);
        }
        root
    }

    fn child(&self, key: &str) -> Option<&Node> {
        self.children.get(key)
    }

    fn row(&self) -> Option<&Node> {
        self.children.get("*")
    }
}

/// Walks `doc`, reporting each limited value that breaks its limit into `out`.
pub(crate) fn walk<T: Serialize + ?Sized>(root: &Node, doc: &T, out: &mut Vec<Violation>) {
    let mut path = String::new();
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
    path: &'a mut String,
    out: &'a mut Vec<Violation>,
}

impl Walker<'_> {
    fn report(&mut self, broken: Option<(&'static str, String)>) -> Result<(), Stop> {
        if let Some((rule, message)) = broken {
            self.out
                .push(Violation::new(self.path.clone(), rule, message));
        }
        Ok(())
    }

    /// Enters `child` at `key` of the path, walks `value` there and leaves.
    fn enter<T: Serialize + ?Sized>(
        &mut self,
        child: &Node,
        key: fmt::Arguments<'_>,
        value: &T,
    ) -> Result<(), Stop> {
        let len = self.path.len();
        fmt::Write::write_fmt(self.path, key).map_err(|_| Stop)?;
        let result = value.serialize(Walker {
            node: child,
            path: self.path,
            out: self.out,
        });
        self.path.truncate(len);
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
            Some(row) => self.walker.enter(row, format_args!("/{index}"), value),
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
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Stop> {
        match self.walker.node.child(key) {
            Some(child) => self.walker.enter(child, format_args!("/{key}"), value),
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
        match self.key.take() {
            Some(key) => self.field(&key, value),
            None => Ok(()),
        }
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}
