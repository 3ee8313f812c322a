//! Which house consignments and items a walk visits: all of them (the validator, the
//! clean-up, a request without `focus`) or those a [`Focus`] names, found by index without
//! touching the others.

use crate::Focus;

/// One house consignment of a focus: whether its own fields are asked for, and which of its
/// items (indexes, sorted, without repeats).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseRows {
    pub house: usize,
    pub itself: bool,
    pub items: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    All,
    /// Sorted by house, without repeats.
    Rows(Vec<HouseRows>),
}

/// The row a pointer lies in: `(house, Some(item))`, `(house, None)`, or `None` outside the
/// house consignments (a pointer below a row names the row, as the web's `rowOf` does).
pub fn row_of(pointer: &str) -> Option<(usize, Option<usize>)> {
    let rest = pointer.strip_prefix("/houseConsignments/")?;
    let (house, rest) = index(rest)?;
    if rest.is_empty() {
        return Some((house, None));
    }
    match rest.strip_prefix("/houseItems/").and_then(index) {
        Some((item, tail)) if tail.is_empty() || tail.starts_with('/') => Some((house, Some(item))),
        _ if rest.starts_with('/') => Some((house, None)),
        _ => None,
    }
}

/// A leading decimal index and what follows it (which must be empty or start a new segment).
fn index(s: &str) -> Option<(usize, &str)> {
    let end = s.find('/').unwrap_or(s.len());
    let (digits, rest) = s.split_at(end);
    let canonical = digits == "0" || (!digits.is_empty() && !digits.starts_with('0'));
    if !canonical || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().map(|n| (n, rest))
}

impl Scope {
    pub fn of(focus: Focus<'_>) -> Scope {
        let Focus::Rows(pointers) = focus else {
            return Scope::All;
        };
        let mut houses: Vec<HouseRows> = Vec::new();
        let mut rows: Vec<(usize, Option<usize>)> =
            pointers.iter().filter_map(|p| row_of(p)).collect();
        rows.sort_unstable();
        rows.dedup();
        for (house, item) in rows {
            if houses.last().is_none_or(|h| h.house != house) {
                houses.push(HouseRows {
                    house,
                    itself: false,
                    items: Vec::new(),
                });
            }
            let last = houses.last_mut().expect("pushed above");
            match item {
                None => last.itself = true,
                Some(i) => last.items.push(i),
            }
        }
        Scope::Rows(houses)
    }
}
