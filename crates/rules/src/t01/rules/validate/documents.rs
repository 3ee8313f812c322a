//! Spec 5.6 documents (the four lists at the declaration, house and item level) and the
//! additional information of 5.9: formats, lengths and the uniqueness of references. What
//! each list requires or allows is in the presence tables; 30600 on a common-transit
//! destination is a narrowed choice (`rules/choices.rs`).

use super::report::Report;
use super::{alphanumeric_max, max_chars, no_outer_space, quantity};
use crate::conditional::Pointer;
use crate::t01::limits::{MAX_DOCUMENT_REFERENCE, MAX_PACKAGE_COUNT, MAX_REFERENCE, MAX_TEXT};
use crate::t01::{AdditionalInfo, Document};
use crate::text::Text;

/// "docType ... letters and digits, max 4"; "msrQualifier ... letters and digits, max 4";
/// "packType letters and digits, max 2".
const MAX_DOC_TYPE: usize = 4;
const MAX_MSR_QUALIFIER: usize = 4;
const MAX_PACK_TYPE: usize = 2;
/// Lists up to this long are checked for repeats pair by pair; longer ones are sorted.
const PAIRWISE: usize = 32;

/// The four document lists of one level, e.g. an item's.
pub struct Lists<'a> {
    pub previous: &'a [Document],
    pub supporting: &'a [Document],
    pub transport: &'a [Document],
    pub additional_ref: &'a [Document],
}

pub fn lists(l: Lists<'_>, at: &Pointer, r: &mut Report) {
    list(l.previous, &at.key("previousDoc"), r);
    list(l.supporting, &at.key("supportingDoc"), r);
    list(l.transport, &at.key("transportDoc"), r);
    list(l.additional_ref, &at.key("additionalRef"), r);
}

fn list(docs: &[Document], at: &Pointer, r: &mut Report) {
    for (i, d) in docs.iter().enumerate() {
        document(d, &at.index(i), r);
    }
    references_unique(docs, at, r);
}

fn document(d: &Document, at: &Pointer, r: &mut Report) {
    if let Some(reference) = &d.reference {
        let at = at.key("reference");
        max_chars(reference, MAX_DOCUMENT_REFERENCE, &at, r);
        no_outer_space(reference, &at, r);
    }
    if let Some(t) = &d.doc_type {
        alphanumeric_max(&t.code, MAX_DOC_TYPE, &at.key("docType"), r);
    }
    if let Some(c) = &d.complement {
        max_chars(c, MAX_REFERENCE, &at.key("complement"), r);
    }
    quantity(d.quantity, &at.key("quantity"), r);
    if let Some(q) = &d.msr_qualifier {
        alphanumeric_max(&q.code, MAX_MSR_QUALIFIER, &at.key("msrQualifier"), r);
    }
    if let Some(n) = d.no_of_pack {
        package_count(n, &at.key("noOfPack"), r);
    }
    if let Some(t) = &d.pack_type {
        alphanumeric_max(&t.code, MAX_PACK_TYPE, &at.key("packType"), r);
    }
    if d.itm_nber.is_some_and(|n| n < 0) {
        r.said(
            &at.key("itmNber"),
            "not-negative",
            Text::new("not-negative"),
        );
    }
}

/// "numeric, max 8" for a count of packages (spec 5.6, 9 "Package count 8").
pub fn package_count(n: i64, at: &Pointer, r: &mut Report) {
    if !(0..=MAX_PACKAGE_COUNT).contains(&n) {
        r.said(
            at,
            "package-count-format",
            Text::new("package-count-format"),
        );
    }
}

/// "unique within its list (message uses 'Document Reference')"; spec 8 "A repeated document
/// reference shows a uniqueness error". The violation sits on each repeat after the first.
fn references_unique(docs: &[Document], at: &Pointer, r: &mut Report) {
    if docs.len() < 2 {
        return;
    }
    fn reference(d: &Document) -> Option<&str> {
        d.reference.as_deref()
    }
    let mut repeats: Vec<usize> = Vec::new();
    if docs.len() <= PAIRWISE {
        for (i, d) in docs.iter().enumerate().skip(1) {
            let Some(this) = reference(d) else { continue };
            if docs[..i].iter().any(|e| reference(e) == Some(this)) {
                repeats.push(i);
            }
        }
    } else {
        let mut sorted: Vec<(&str, usize)> = docs
            .iter()
            .enumerate()
            .filter_map(|(i, d)| reference(d).map(|s| (s, i)))
            .collect();
        sorted.sort_unstable();
        repeats.extend(
            sorted
                .windows(2)
                .filter(|w| w[0].0 == w[1].0)
                .map(|w| w[1].1),
        );
        repeats.sort_unstable();
    }
    for i in repeats {
        let rule = "document-reference-unique";
        r.said(&at.index(i).key("reference"), rule, Text::new(rule));
    }
}

/// Additional information at one level: "text max 512" (5.9).
pub fn additional_info(list: &[AdditionalInfo], at: &Pointer, r: &mut Report) {
    for (i, a) in list.iter().enumerate() {
        if let Some(text) = &a.text {
            let row = at.index(i);
            max_chars(text, MAX_TEXT, &row.key("text"), r);
        }
    }
}
