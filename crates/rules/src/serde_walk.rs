//! A typed document walked as JSON would see it, without building the JSON: through its own
//! `Serialize` implementation, so the names are serde's (renames, flattened blocks) and
//! nothing is copied. A [`Visitor`] says which members and rows to enter (a walk that prunes
//! what it does not need costs only what it visits: a declaration of 100,000 items is a visit
//! of the few fields wanted of each) and receives the texts and whole numbers it reaches, with
//! the path to them. Two walks use it: the limits of a kind's table (`limits_walk`) and the
//! catalog codes a document names (`catalog_codes`).

use std::fmt::{self, Write};

use serde::ser::{self, Impossible, Serialize};

/// A step of the path to a value: written out only when a visitor asks for the pointer.
pub(crate) enum Step {
    Field(&'static str),
    /// A key of a map (a flattened block).
    Key(String),
    Row(usize),
}

/// The JSON Pointer of `path`.
pub(crate) fn pointer(path: &[Step]) -> String {
    let mut pointer = String::new();
    for step in path {
        let _ = match step {
            Step::Field(key) => write!(pointer, "/{key}"),
            Step::Key(key) => write!(pointer, "/{key}"),
            Step::Row(i) => write!(pointer, "/{i}"),
        };
    }
    pointer
}

/// What a walk does where it goes. `Scope` is what the visitor knows of the place (a node of
/// its tree, the reference type being read): the member or row entered gets its own.
pub(crate) trait Visitor {
    type Scope: Copy;

    /// The scope of the member `key` of an object in `scope`; `object` is the object's type
    /// name (`OfficeRef`), empty for a map. `None`: not entered.
    fn member(&self, scope: Self::Scope, object: &'static str, key: &str) -> Option<Self::Scope>;

    /// The scope of the rows of a list in `scope`; `None`: not entered.
    fn rows(&self, scope: Self::Scope) -> Option<Self::Scope>;

    fn text(&mut self, scope: Self::Scope, path: &[Step], value: &str);

    fn number(&mut self, scope: Self::Scope, path: &[Step], value: i64) {
        let _ = (scope, path, value);
    }
}

/// Walks `doc` from `root` with `visitor`.
pub(crate) fn walk<V: Visitor, T: Serialize + ?Sized>(visitor: &mut V, root: V::Scope, doc: &T) {
    let mut path = Vec::new();
    let _ = doc.serialize(Walker {
        visitor,
        scope: root,
        path: &mut path,
    });
}

#[derive(Debug)]
struct Stop;

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

struct Walker<'a, V: Visitor> {
    visitor: &'a mut V,
    scope: V::Scope,
    path: &'a mut Vec<Step>,
}

impl<V: Visitor> Walker<'_, V> {
    /// Walks `value` at `step` of the path, in `scope`, and comes back.
    fn enter<T: Serialize + ?Sized>(
        &mut self,
        scope: V::Scope,
        step: Step,
        value: &T,
    ) -> Result<(), Stop> {
        self.path.push(step);
        let result = value.serialize(Walker {
            visitor: &mut *self.visitor,
            scope,
            path: &mut *self.path,
        });
        self.path.pop();
        result
    }
}

macro_rules! number {
    ($($name:ident: $ty:ty),*) => {$(
        // an i64 always converts; a u64 past i64::MAX is no whole number a limit judges
        #[allow(irrefutable_let_patterns)]
        fn $name(self, v: $ty) -> Result<(), Stop> {
            if let Ok(n) = i64::try_from(v) {
                self.visitor.number(self.scope, self.path, n);
            }
            Ok(())
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

impl<'a, V: Visitor> ser::Serializer for Walker<'a, V> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Rows<'a, V>;
    type SerializeTuple = Impossible<(), Stop>;
    type SerializeTupleStruct = Impossible<(), Stop>;
    type SerializeTupleVariant = Impossible<(), Stop>;
    type SerializeMap = Fields<'a, V>;
    type SerializeStruct = Fields<'a, V>;
    type SerializeStructVariant = Fields<'a, V>;

    number!(serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64);
    ignored!(serialize_bool: bool, serialize_f32: f32, serialize_f64: f64, serialize_char: char,
        serialize_bytes: &[u8], serialize_unit_struct: &'static str);

    fn serialize_str(self, v: &str) -> Result<(), Stop> {
        self.visitor.text(self.scope, self.path, v);
        Ok(())
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

    fn serialize_seq(self, _: Option<usize>) -> Result<Rows<'a, V>, Stop> {
        let rows = self.visitor.rows(self.scope);
        Ok(Rows {
            walker: self,
            rows,
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

    fn serialize_map(self, _: Option<usize>) -> Result<Fields<'a, V>, Stop> {
        Ok(Fields {
            walker: self,
            object: "",
            key: None,
        })
    }

    fn serialize_struct(self, name: &'static str, _: usize) -> Result<Fields<'a, V>, Stop> {
        Ok(Fields {
            walker: self,
            object: name,
            key: None,
        })
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Fields<'a, V>, Stop> {
        Ok(Fields {
            walker: self,
            object: name,
            key: None,
        })
    }
}

/// The rows of a list: each entered as `/{index}` when the visitor enters the rows.
struct Rows<'a, V: Visitor> {
    walker: Walker<'a, V>,
    rows: Option<V::Scope>,
    index: usize,
}

impl<V: Visitor> ser::SerializeSeq for Rows<'_, V> {
    type Ok = ();
    type Error = Stop;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        let index = self.index;
        self.index += 1;
        match self.rows {
            Some(scope) => self.walker.enter(scope, Step::Row(index), value),
            None => Ok(()),
        }
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

/// The members of an object (a struct, or a map where serde flattens one).
struct Fields<'a, V: Visitor> {
    walker: Walker<'a, V>,
    object: &'static str,
    key: Option<String>,
}

impl<V: Visitor> Fields<'_, V> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Stop> {
        let w = &mut self.walker;
        match w.visitor.member(w.scope, self.object, key) {
            Some(scope) => w.enter(scope, Step::Field(key), value),
            None => Ok(()),
        }
    }
}

/// A struct and a struct variant: the same members (serde has a trait for each).
macro_rules! struct_fields {
    ($($serialize:ident),*) => {$(
        impl<V: Visitor> ser::$serialize for Fields<'_, V> {
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
    )*};
}

struct_fields!(SerializeStruct, SerializeStructVariant);

impl<V: Visitor> ser::SerializeMap for Fields<'_, V> {
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
        let w = &mut self.walker;
        match w.visitor.member(w.scope, self.object, &key) {
            Some(scope) => w.enter(scope, Step::Key(key), value),
            None => Ok(()),
        }
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}
