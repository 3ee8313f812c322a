//! The two halves of the mapping's plumbing: [`Out`] writes indented XML into a `String`
//! (plain string building: the 999 × 10 export has to stay far below a second), and
//! [`parse`] reads a message into a small tree of [`Node`]s that [`Elem`] walks in the
//! order of the XSD sequences, so that a missing, misplaced or unknown element is reported
//! with its line.

use quick_xml::escape::resolve_predefined_entity;
use quick_xml::events::Event;
use quick_xml::Reader;
use vama_rules::values::{
    CodeRef, CountryRef, Decimal, GuaranteeTypeRef, OfficeRef, PackageTypeRef,
};

use crate::MappingError;

/// A catalog value of our model: CC015C carries only its code.
pub(crate) trait Code: Sized {
    fn code(&self) -> &str;
    /// The value read from a message: the code only; the server fills the name (and flags).
    fn from_code(code: String) -> Self;
}

macro_rules! code_refs {
    ($($t:ty),*) => {$(
        impl Code for $t {
            fn code(&self) -> &str {
                &self.code
            }
            fn from_code(code: String) -> Self {
                Self { code, ..Default::default() }
            }
        }
    )*};
}
code_refs!(
    CodeRef,
    CountryRef,
    OfficeRef,
    PackageTypeRef,
    GuaranteeTypeRef
);

/// Which message the declaration's data groups are written for: CC013C and CC029C carry
/// CC015C's groups with a few differences the writers look up here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Variant {
    CC015C,
    CC013C,
    CC029C,
}

/// The message being written.
pub(crate) struct Out {
    buf: String,
    depth: usize,
    pub(crate) variant: Variant,
}

impl Out {
    pub(crate) fn with_capacity(capacity: usize) -> Out {
        Out::for_variant(capacity, Variant::CC015C)
    }

    pub(crate) fn for_variant(capacity: usize, variant: Variant) -> Out {
        Out {
            buf: String::with_capacity(capacity),
            depth: 0,
            variant,
        }
    }

    pub(crate) fn raw(&mut self, s: &str) {
        self.buf.push_str(s);
    }

    /// Content one level deeper (the root element's).
    pub(crate) fn indented(&mut self, write: impl FnOnce(&mut Out)) {
        self.depth += 1;
        write(self);
        self.depth -= 1;
    }

    pub(crate) fn finish(mut self) -> String {
        self.buf.push('\n');
        self.buf
    }

    fn indent(&mut self) {
        self.buf.push('\n');
        for _ in 0..self.depth {
            self.buf.push_str("  ");
        }
    }

    pub(crate) fn open(&mut self, name: &str) {
        self.indent();
        self.buf.push('<');
        self.buf.push_str(name);
        self.buf.push('>');
        self.depth += 1;
    }

    pub(crate) fn close(&mut self, name: &str) {
        self.depth -= 1;
        self.indent();
        self.buf.push_str("</");
        self.buf.push_str(name);
        self.buf.push('>');
    }

    /// `<name>value</name>`, escaped. An empty value is left out: no CC015C element may be
    /// empty, and an empty text in our model means "not filled".
    pub(crate) fn leaf(&mut self, name: &str, value: &str) {
        if value.is_empty() {
            return;
        }
        self.indent();
        self.buf.push('<');
        self.buf.push_str(name);
        self.buf.push('>');
        escape_into(&mut self.buf, value);
        self.buf.push_str("</");
        self.buf.push_str(name);
        self.buf.push('>');
    }

    pub(crate) fn text(&mut self, name: &str, value: &Option<String>) {
        if let Some(v) = value {
            self.leaf(name, v);
        }
    }

    pub(crate) fn code<C: Code>(&mut self, name: &str, value: &Option<C>) {
        if let Some(v) = value {
            self.leaf(name, v.code());
        }
    }

    /// A date-time: a form's `YYYY-MM-DDTHH:mm` gets the seconds CC015C requires.
    pub(crate) fn date_time(&mut self, name: &str, value: &Option<String>) {
        match value {
            Some(v) if v.len() == 16 && v.as_bytes().get(10) == Some(&b'T') => {
                self.leaf(name, &format!("{v}:00"));
            }
            _ => self.text(name, value),
        }
    }

    pub(crate) fn decimal(&mut self, name: &str, value: &Option<Decimal>) {
        if let Some(v) = value {
            self.leaf(name, &v.to_string());
        }
    }

    pub(crate) fn number(&mut self, name: &str, value: impl std::fmt::Display) {
        self.leaf(name, &value.to_string());
    }

    pub(crate) fn opt_number<N: std::fmt::Display>(&mut self, name: &str, value: &Option<N>) {
        if let Some(v) = value {
            self.number(name, v);
        }
    }
}

fn escape_into(buf: &mut String, value: &str) {
    // The common case has nothing to escape: copy it in one go.
    if !value.contains(['&', '<', '>']) {
        buf.push_str(value);
        return;
    }
    for c in value.chars() {
        match c {
            '&' => buf.push_str("&amp;"),
            '<' => buf.push_str("&lt;"),
            '>' => buf.push_str("&gt;"),
            c => buf.push(c),
        }
    }
}

/// An element of the message read: its local name (the root is `ncts:CC015C`, its content
/// unqualified), its text (trimmed: every CC015C value is an `xs:token` or a number) and its
/// child elements in document order.
#[derive(Debug)]
pub(crate) struct Node {
    pub name: String,
    pub text: String,
    pub children: Vec<Node>,
    pub line: u32,
}

/// Counts lines up to a byte offset, moving forward only (the reader does too).
struct Lines<'a> {
    src: &'a [u8],
    at: usize,
    line: u32,
}

impl Lines<'_> {
    fn at(&mut self, pos: u64) -> u32 {
        let pos = usize::try_from(pos)
            .unwrap_or(usize::MAX)
            .min(self.src.len());
        if pos > self.at {
            let newlines = self.src[self.at..pos]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            self.line += u32::try_from(newlines).unwrap_or(u32::MAX);
            self.at = pos;
        }
        self.line
    }
}

pub(crate) fn parse(xml: &str) -> Result<Node, MappingError> {
    let mut reader = Reader::from_str(xml);
    let mut lines = Lines {
        src: xml.as_bytes(),
        at: 0,
        line: 1,
    };
    let mut stack: Vec<Node> = Vec::new();
    let mut root: Option<Node> = None;
    let not_well_formed = |lines: &mut Lines, pos: u64, element: &str, what: String| {
        MappingError::new(
            lines.at(pos),
            element,
            format!("not well-formed XML: {what}"),
        )
    };
    loop {
        let start = reader.buffer_position();
        let event = match reader.read_event() {
            Ok(event) => event,
            Err(e) => {
                let element = stack.last().map_or("", |n| n.name.as_str()).to_owned();
                return Err(not_well_formed(
                    &mut lines,
                    reader.error_position(),
                    &element,
                    e.to_string(),
                ));
            }
        };
        match event {
            Event::Start(ref e) | Event::Empty(ref e) if root.is_some() => {
                let name = String::from_utf8_lossy(e.name().0).into_owned();
                return Err(MappingError::new(
                    lines.at(start),
                    &name,
                    "an element after the message's root element".into(),
                ));
            }
            Event::Start(e) => {
                let node = Node {
                    name: String::from_utf8_lossy(e.local_name().as_ref()).into_owned(),
                    text: String::new(),
                    children: Vec::new(),
                    line: lines.at(start),
                };
                stack.push(node);
            }
            Event::Empty(e) => {
                let node = Node {
                    name: String::from_utf8_lossy(e.local_name().as_ref()).into_owned(),
                    text: String::new(),
                    children: Vec::new(),
                    line: lines.at(start),
                };
                match stack.last_mut() {
                    Some(parent) => parent.children.push(node),
                    None => root = Some(node),
                }
            }
            Event::End(_) => {
                let Some(mut node) = stack.pop() else {
                    return Err(not_well_formed(
                        &mut lines,
                        start,
                        "",
                        "an end tag without a start tag".into(),
                    ));
                };
                if node.children.is_empty() {
                    let trimmed = node.text.trim();
                    if trimmed.len() != node.text.len() {
                        node.text = trimmed.to_owned();
                    }
                } else {
                    node.text.clear();
                }
                match stack.last_mut() {
                    Some(parent) => parent.children.push(node),
                    None => root = Some(node),
                }
            }
            Event::Text(t) => {
                if let Some(node) = stack.last_mut() {
                    // Whitespace between child elements is dropped at the end tag.
                    let text = t.decode().map_err(|e| {
                        MappingError::new(
                            lines.at(start),
                            &node.name,
                            format!("not UTF-8 text: {e}"),
                        )
                    })?;
                    node.text.push_str(&text);
                }
            }
            Event::CData(t) => {
                if let Some(node) = stack.last_mut() {
                    node.text.push_str(&String::from_utf8_lossy(&t));
                }
            }
            Event::GeneralRef(r) => {
                if let Some(node) = stack.last_mut() {
                    let bad = |lines: &mut Lines| {
                        MappingError::new(
                            lines.at(start),
                            &node.name,
                            "an unknown entity reference".into(),
                        )
                    };
                    match r.resolve_char_ref() {
                        Ok(Some(c)) => node.text.push(c),
                        Ok(None) => {
                            let name = r.decode().map_err(|_| bad(&mut lines))?;
                            let value =
                                resolve_predefined_entity(&name).ok_or_else(|| bad(&mut lines))?;
                            node.text.push_str(value);
                        }
                        Err(_) => return Err(bad(&mut lines)),
                    }
                }
            }
            Event::Eof => break,
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) | Event::DocType(_) => {}
        }
    }
    if let Some(open) = stack.last() {
        return Err(MappingError::new(
            open.line,
            &open.name,
            "not well-formed XML: the element is not closed".into(),
        ));
    }
    root.ok_or_else(|| MappingError::new(1, "", "no XML element in the file".into()))
}

/// Reads the children of one element in XSD sequence order: each accessor takes the next
/// child if it has the asked name, so an element out of order is left over and [`Elem::end`]
/// reports it.
pub(crate) struct Elem<'a> {
    node: &'a Node,
    next: usize,
}

impl<'a> Elem<'a> {
    pub(crate) fn new(node: &'a Node) -> Elem<'a> {
        Elem { node, next: 0 }
    }

    pub(crate) fn error(&self, message: String) -> MappingError {
        MappingError::new(self.node.line, &self.node.name, message)
    }

    pub(crate) fn opt(&mut self, name: &str) -> Option<&'a Node> {
        let child = self.node.children.get(self.next)?;
        if child.name == name {
            self.next += 1;
            Some(child)
        } else {
            None
        }
    }

    pub(crate) fn req(&mut self, name: &str) -> Result<&'a Node, MappingError> {
        self.opt(name)
            .ok_or_else(|| match self.node.children.get(self.next) {
                Some(found) => MappingError::new(
                    found.line,
                    &self.node.name,
                    format!(
                        "missing element `{name}` (found `{}` in its place)",
                        found.name
                    ),
                ),
                None => self.error(format!("missing element `{name}`")),
            })
    }

    /// The consecutive children called `name`.
    pub(crate) fn many(&mut self, name: &str) -> Vec<&'a Node> {
        let mut nodes = Vec::new();
        while let Some(node) = self.opt(name) {
            nodes.push(node);
        }
        nodes
    }

    /// Every child read: anything left is unknown here or out of order.
    pub(crate) fn end(self) -> Result<(), MappingError> {
        match self.node.children.get(self.next) {
            None => Ok(()),
            Some(extra) => Err(MappingError::new(
                extra.line,
                &extra.name,
                format!(
                    "element not expected here in `{}` (unknown, repeated or out of order)",
                    self.node.name
                ),
            )),
        }
    }

    pub(crate) fn text(&mut self, name: &str) -> Option<String> {
        self.opt(name).map(|n| n.text.clone())
    }

    pub(crate) fn req_text(&mut self, name: &str) -> Result<Option<String>, MappingError> {
        Ok(Some(self.req(name)?.text.clone()))
    }

    pub(crate) fn code<C: Code>(&mut self, name: &str) -> Option<C> {
        self.opt(name).map(|n| C::from_code(n.text.clone()))
    }

    pub(crate) fn req_code<C: Code>(&mut self, name: &str) -> Result<Option<C>, MappingError> {
        Ok(Some(C::from_code(self.req(name)?.text.clone())))
    }

    pub(crate) fn decimal(&mut self, name: &str) -> Result<Option<Decimal>, MappingError> {
        self.opt(name).map(decimal).transpose()
    }

    pub(crate) fn req_decimal(&mut self, name: &str) -> Result<Option<Decimal>, MappingError> {
        decimal(self.req(name)?).map(Some)
    }

    pub(crate) fn number<N: std::str::FromStr>(
        &mut self,
        name: &str,
    ) -> Result<Option<N>, MappingError> {
        self.opt(name).map(number).transpose()
    }

    pub(crate) fn req_number<N: std::str::FromStr>(
        &mut self,
        name: &str,
    ) -> Result<N, MappingError> {
        number(self.req(name)?)
    }

    /// `sequenceNumber`, required first in every repeated data group.
    pub(crate) fn sequence(&mut self) -> Result<u32, MappingError> {
        self.req_number("sequenceNumber")
    }
}

fn decimal(node: &Node) -> Result<Decimal, MappingError> {
    Decimal::parse(&node.text).ok_or_else(|| {
        MappingError::new(
            node.line,
            &node.name,
            format!(
                "`{}` is not a decimal of at most 16 digits, 6 after the point",
                node.text
            ),
        )
    })
}

fn number<N: std::str::FromStr>(node: &Node) -> Result<N, MappingError> {
    node.text.parse().map_err(|_| {
        MappingError::new(
            node.line,
            &node.name,
            format!("`{}` is not a whole number in range", node.text),
        )
    })
}

/// Reads each of `nodes` with `read`.
pub(crate) fn each<T>(
    nodes: Vec<&Node>,
    mut read: impl FnMut(&mut Elem) -> Result<T, MappingError>,
) -> Result<Vec<T>, MappingError> {
    nodes
        .into_iter()
        .map(|node| {
            let mut e = Elem::new(node);
            let value = read(&mut e)?;
            e.end()?;
            Ok(value)
        })
        .collect()
}

/// Reads the optional child `name` with `read`.
pub(crate) fn one<T>(
    parent: &mut Elem,
    name: &str,
    read: impl FnOnce(&mut Elem) -> Result<T, MappingError>,
) -> Result<Option<T>, MappingError> {
    match parent.opt(name) {
        None => Ok(None),
        Some(node) => {
            let mut e = Elem::new(node);
            let value = read(&mut e)?;
            e.end()?;
            Ok(Some(value))
        }
    }
}

/// Reads the required child `name` with `read`.
pub(crate) fn req_one<T>(
    parent: &mut Elem,
    name: &str,
    read: impl FnOnce(&mut Elem) -> Result<T, MappingError>,
) -> Result<T, MappingError> {
    let node = parent.req(name)?;
    let mut e = Elem::new(node);
    let value = read(&mut e)?;
    e.end()?;
    Ok(value)
}
