//! One shape for every shared block, so that a kind is the list of its blocks and nothing
//! else: a [`Block`] answers, where it sits, its limits, the presence of its fields, its
//! findings and its clean-up. An optional block and a list of blocks are blocks too (a list
//! renumbers its rows' 1-based sequence and starts an added row as the block's blank row),
//! and [`blocks!`](crate::blocks) makes a section of blocks a block by naming its fields.

use std::collections::BTreeMap;

use crate::conditional::{self, Conditional, Pointer};
use crate::limits::Limits;
use crate::{Ctx, FieldState, Violation};

/// What a clean-up knows besides the block: the user and deployment, and the field the user
/// just changed (a pointer), for the rules that act on a change rather than on a value.
#[derive(Clone, Copy)]
pub struct Env<'a> {
    pub ctx: &'a Ctx,
    pub changed: Option<&'a str>,
}

impl Env<'_> {
    /// Whether the user just changed the field `path` of the block at `at` (or a part of it: a
    /// catalog choice's code).
    pub fn changed(&self, at: &Pointer<'_>, path: &str) -> bool {
        let field = at.join(path);
        self.changed.is_some_and(|c| {
            c.strip_prefix(field.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        })
    }
}

pub type States = BTreeMap<String, FieldState>;

/// A shared block of the authorisation forms.
pub trait Block: Default + PartialEq {
    /// What the kind tells the block about itself (end use, a special procedure); `()` for
    /// the blocks every kind has alike.
    type Of: Copy + Default;

    /// The limits of the block's fields, under `at` (a list's rows under `at/*`).
    fn limits(at: &str, l: &mut Limits);

    fn states(&self, of: Self::Of, at: &Pointer<'_>, out: &mut States) {
        let _ = (of, at, out);
    }

    fn validate(&self, of: Self::Of, at: &Pointer<'_>, out: &mut Vec<Violation>) {
        let _ = (of, at, out);
    }

    /// The dependent-field rules: what is not allowed is removed (and recorded), what a switch
    /// turns on starts empty.
    fn normalise(
        &mut self,
        of: Self::Of,
        env: Env<'_>,
        at: &Pointer<'_>,
        removed: &mut Vec<String>,
    ) {
        let _ = (of, env, at, removed);
    }

    /// A new row as the user adds it (a default currency, the deployment country).
    fn blank(ctx: &Ctx) -> Self {
        let _ = ctx;
        Self::default()
    }

    /// The row's 1-based place in its list, for the blocks that carry a sequence.
    fn number(&mut self, sequence: u32) {
        let _ = sequence;
    }
}

impl<B: Block> Block for Option<B> {
    type Of = B::Of;

    fn limits(at: &str, l: &mut Limits) {
        B::limits(at, l);
    }

    fn states(&self, of: B::Of, at: &Pointer<'_>, out: &mut States) {
        if let Some(b) = self {
            b.states(of, at, out);
        }
    }

    fn validate(&self, of: B::Of, at: &Pointer<'_>, out: &mut Vec<Violation>) {
        if let Some(b) = self {
            b.validate(of, at, out);
        }
    }

    fn normalise(&mut self, of: B::Of, env: Env<'_>, at: &Pointer<'_>, removed: &mut Vec<String>) {
        if let Some(b) = self {
            b.normalise(of, env, at, removed);
        }
    }
}

impl<B: Block> Block for Vec<B> {
    type Of = B::Of;

    fn limits(at: &str, l: &mut Limits) {
        B::limits(&format!("{at}/*"), l);
    }

    fn states(&self, of: B::Of, at: &Pointer<'_>, out: &mut States) {
        rows_states(self, of, at, out);
    }

    fn validate(&self, of: B::Of, at: &Pointer<'_>, out: &mut Vec<Violation>) {
        rows_validate(self, of, at, out);
    }

    fn normalise(&mut self, of: B::Of, env: Env<'_>, at: &Pointer<'_>, removed: &mut Vec<String>) {
        rows_normalise(self, of, env, at, removed);
    }
}

/// The presence of each row of the list at `at`.
pub fn rows_states<B: Block>(rows: &[B], of: B::Of, at: &Pointer<'_>, out: &mut States) {
    for (i, row) in rows.iter().enumerate() {
        row.states(of, &at.index(i), out);
    }
}

/// The findings of each row of the list at `at`.
pub fn rows_validate<B: Block>(rows: &[B], of: B::Of, at: &Pointer<'_>, out: &mut Vec<Violation>) {
    for (i, row) in rows.iter().enumerate() {
        row.validate(of, &at.index(i), out);
    }
}

/// "Lists keep a 1-based sequence renumbered after a delete"; a row just added (empty)
/// starts as the block's blank row.
pub fn rows_normalise<B: Block>(
    rows: &mut [B],
    of: B::Of,
    env: Env<'_>,
    at: &Pointer<'_>,
    removed: &mut Vec<String>,
) {
    let empty = B::default();
    for (i, row) in rows.iter_mut().enumerate() {
        if *row == empty {
            *row = B::blank(env.ctx);
        }
        row.normalise(of, env, &at.index(i), removed);
        row.number(i as u32 + 1);
    }
}

/// What a section of blocks adds to its blocks: the presence of its own fields and the rules
/// that join them. Every hook has a default, so a section that is only blocks writes `{}`.
pub trait Section: Default + PartialEq + 'static {
    /// What the kind tells the section about itself (`()` for most).
    type Of: Copy + Default + 'static;

    /// The presence of the section's own fields, one entry per spec sentence.
    fn table() -> &'static [Conditional<Self, Self::Of>] {
        &[]
    }

    /// The presence of the section's own fields beyond its table.
    fn own_states(&self, of: Self::Of, at: &Pointer<'_>, out: &mut States) {
        let _ = (of, at, out);
    }

    /// The limits of the section's own fields (its blocks give theirs).
    fn own_limits(at: &str, l: &mut Limits) {
        let _ = (at, l);
    }

    /// Rules across fields, beyond presence and the blocks' own.
    fn own_validate(&self, of: Self::Of, at: &Pointer<'_>, out: &mut Vec<Violation>) {
        let _ = (of, at, out);
    }

    /// A new row as the user adds it.
    fn blank(ctx: &Ctx) -> Self {
        let _ = ctx;
        Self::default()
    }

    /// The row's 1-based place in its list, for the sections that carry a sequence.
    fn number(&mut self, sequence: u32) {
        let _ = sequence;
    }

    /// A switch's consequences, run before the table's clean-up.
    fn own_normalise(
        &mut self,
        of: Self::Of,
        env: Env<'_>,
        at: &Pointer<'_>,
        removed: &mut Vec<String>,
    ) {
        let _ = (of, env, at, removed);
    }
}

/// Where the field `key` of the section at `at` is ("" for a flattened field: at the section).
pub fn under(at: &str, key: &str) -> String {
    if key.is_empty() {
        at.to_owned()
    } else {
        format!("{at}/{key}")
    }
}

/// The limits of the block `_b` is (the type named by a value: a section lists its fields).
pub fn limits_of<B: Block>(_b: &B, at: &str, l: &mut Limits) {
    B::limits(at, l);
}

/// The table part of a section's presence, findings and clean-up.
pub fn section_states<S: Section>(s: &S, of: S::Of, at: &Pointer<'_>, out: &mut States) {
    conditional::states(S::table(), s, &of, at, out);
    s.own_states(of, at, out);
}

pub fn section_validate<S: Section>(s: &S, of: S::Of, at: &Pointer<'_>, out: &mut Vec<Violation>) {
    conditional::check(S::table(), s, &of, at, out);
    s.own_validate(of, at, out);
}

pub fn section_normalise<S: Section>(
    s: &mut S,
    of: S::Of,
    env: Env<'_>,
    at: &Pointer<'_>,
    removed: &mut Vec<String>,
) {
    s.own_normalise(of, env, at, removed);
    conditional::clean(S::table(), s, &of, at, removed);
}

/// `blocks!(Section { field: "jsonKey", other: "otherKey" => |s: &Section, of| …, … })`: the
/// section is a [`Block`] made of its [`Section`] table and the blocks in its fields, each told
/// what the section makes of it (what the closure computes from the section and what the
/// section was told, else the
/// default one). A field whose key is `""` is flattened (`#[serde(flatten)]`).
#[macro_export]
macro_rules! blocks {
    ($ty:ty { $($field:ident : $key:tt $(=> $of:expr)?),* $(,)? }) => {
        impl $crate::authorisation::block::Block for $ty {
            type Of = <$ty as $crate::authorisation::block::Section>::Of;

            fn limits(at: &str, l: &mut $crate::limits::Limits) {
                #[allow(unused_variables)]
                let this = <$ty as Default>::default();
                $($crate::authorisation::block::limits_of(&this.$field, &$crate::authorisation::block::under(at, $key), l);)*
                <$ty as $crate::authorisation::block::Section>::own_limits(at, l);
            }

            fn blank(ctx: &$crate::Ctx) -> Self {
                <$ty as $crate::authorisation::block::Section>::blank(ctx)
            }

            fn number(&mut self, sequence: u32) {
                <$ty as $crate::authorisation::block::Section>::number(self, sequence)
            }

            fn states(
                &self,
                of: Self::Of,
                at: &$crate::conditional::Pointer<'_>,
                out: &mut $crate::authorisation::block::States,
            ) {
                $crate::authorisation::block::section_states(self, of, at, out);
                $($crate::authorisation::block::Block::states(
                    &self.$field, $crate::blocks!(@of self of $($of)?), $crate::blocks!(@at at $key), out,
                );)*
            }

            fn validate(
                &self,
                of: Self::Of,
                at: &$crate::conditional::Pointer<'_>,
                out: &mut Vec<$crate::Violation>,
            ) {
                $crate::authorisation::block::section_validate(self, of, at, out);
                $($crate::authorisation::block::Block::validate(
                    &self.$field, $crate::blocks!(@of self of $($of)?), $crate::blocks!(@at at $key), out,
                );)*
            }

            fn normalise(
                &mut self,
                of: Self::Of,
                env: $crate::authorisation::block::Env<'_>,
                at: &$crate::conditional::Pointer<'_>,
                removed: &mut Vec<String>,
            ) {
                $crate::authorisation::block::section_normalise(self, of, env, at, removed);
                $({
                    let of = $crate::blocks!(@of self of $($of)?);
                    $crate::authorisation::block::Block::normalise(
                        &mut self.$field, of, env, $crate::blocks!(@at at $key), removed,
                    );
                })*
            }
        }
    };
    // A field whose key is "" is flattened: its fields sit beside the section's.
    (@at $at:ident "") => { $at };
    (@at $at:ident $key:tt) => { &$at.key($key) };
    (@of $s:ident $o:ident $of:expr) => { ($of)(&*$s, $o) };
    (@of $s:ident $o:ident) => { Default::default() };
}

/// What the block tests ask of a block: its findings, its presence, its clean-up, at a key.
#[cfg(test)]
pub mod testing {
    use super::*;

    /// The paths of the block's findings under `/{key}` (the root when `key` is empty).
    pub fn paths<B: Block>(b: &B, of: B::Of, key: &'static str) -> Vec<String> {
        found(b, of, key).into_iter().map(|(p, _)| p).collect()
    }

    /// `(path, rule)` of each finding.
    pub fn found<B: Block>(b: &B, of: B::Of, key: &'static str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let at = Pointer::ROOT.key(key);
        b.validate(
            of,
            if key.is_empty() { &Pointer::ROOT } else { &at },
            &mut out,
        );
        out.into_iter().map(|v| (v.path, v.rule)).collect()
    }

    /// What the clean-up removed, the user having changed `changed`.
    pub fn removed<B: Block>(
        b: &mut B,
        of: B::Of,
        key: &'static str,
        changed: Option<&str>,
    ) -> Vec<String> {
        let ctx = Ctx::example();
        let mut removed = Vec::new();
        let env = Env { ctx: &ctx, changed };
        let at = Pointer::ROOT.key(key);
        b.normalise(
            of,
            env,
            if key.is_empty() { &Pointer::ROOT } else { &at },
            &mut removed,
        );
        removed
    }

    /// The block's limits under `/{key}`, checked against `json`.
    pub fn limit_rules<B: Block>(key: &str, json: serde_json::Value) -> Vec<(String, String)> {
        let mut l = Limits::new();
        B::limits(&format!("/{key}"), &mut l);
        let mut out = Vec::new();
        l.check_typed(&json, &mut out);
        out.into_iter().map(|v| (v.path, v.rule)).collect()
    }
}
