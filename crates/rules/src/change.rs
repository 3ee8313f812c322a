//! Did the user just change a given field? The *change* rules of every kind ask this
//! (t01 spec 4.4 "changing the guarantee type discards the references", g01 section 4
//! "changing simplification away from comprehensive clears the authorisation reference").
//! Shared by the kinds: `D` is the kind's document.

pub struct Change<'a, D> {
    pub previous: Option<&'a D>,
    /// JSON Pointer of the field the user changed (or a command such as `#i-am-holder`).
    pub changed: Option<&'a str>,
}

/// `a` is `b` or lies below it (`/guarantees/0/type/code` below `/guarantees/0/type`).
fn at_or_below(a: &str, b: &str) -> bool {
    a.strip_prefix(b)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

impl<D> Change<'_, D> {
    /// True when `changed` names `pointer` (or a part of it) and, if the previous document is
    /// known, `differs(previous)`; or when `changed` names an ancestor (a whole list or row
    /// replaced) and the previous document is known and differs. Without `changed`: false.
    pub fn at(&self, pointer: &str, differs: impl FnOnce(&D) -> bool) -> bool {
        let Some(changed) = self.changed else {
            return false;
        };
        if at_or_below(changed, pointer) {
            self.previous.is_none_or(differs)
        } else if at_or_below(pointer, changed) {
            self.previous.is_some_and(differs)
        } else {
            false
        }
    }

    /// [`Change::at`] for field `pointer` of row `i` of a list of `len` rows: a row absent from
    /// the previous document is new (so changed); a whole list replaced by one of another length
    /// is not compared row by row (rows may have shifted).
    pub fn row<R>(
        &self,
        pointer: &str,
        rows: impl FnOnce(&D) -> &Vec<R>,
        len: usize,
        i: usize,
        differs: impl FnOnce(&R) -> bool,
    ) -> bool {
        let named = self.changed.is_some_and(|c| at_or_below(c, pointer));
        self.at(pointer, |prev| {
            let prev_rows = rows(prev);
            if !named && prev_rows.len() != len {
                return false;
            }
            prev_rows.get(i).is_none_or(differs)
        })
    }
}
