//! Section 4's field-dependency rules. All of them are *state* rules of the presence tables
//! (what is not allowed is removed and reported, so the UI confirms before data is lost):
//! - "Changing the guarantee type removes the guarantor if the new type does not need one, and
//!   removes the master code if not applicable" (also the voucher number and the offices);
//! - "Changing simplification away from comprehensive clears the authorisation reference"
//!   (and the level of guarantee);
//! - "Toggling national-only guarantee removes or re-creates the countries-not-covered list";
//! - "Access-code restriction type change clears fields that do not apply".
//!
//! Then the 1-based renumbering of commodities and files. Nothing happens outside the editable
//! modes.

use super::presence;
use crate::g01::model::Guarantee;
use crate::Ctx;

pub fn normalise(doc: &mut Guarantee, ctx: &Ctx) -> Vec<String> {
    let mut removed = Vec::new();
    if !ctx.mode.is_editable() {
        return removed;
    }
    presence::clean(doc, ctx, &mut removed);
    renumber(doc);
    removed
}

fn renumber(doc: &mut Guarantee) {
    for (i, c) in doc.commodities.iter_mut().enumerate() {
        c.sequence = i as u32 + 1;
    }
    for (i, f) in doc.files.iter_mut().enumerate() {
        f.sequence = i as u32 + 1;
    }
}
