//! Spec 5.6 "Package: ... packageNumber required, numeric, max 8 ...; shippingMark max 512";
//! 5.4 and 9 "at most 99 per item". (What is required: presence table `PACKAGE`.)

use super::documents::package_count;
use super::report::Report;
use super::{at_most, max_chars};
use crate::conditional::Pointer;
use crate::t01::limits::{MAX_PACKAGINGS_PER_ITEM, MAX_TEXT};
use crate::t01::Package;

pub fn validate(list: &[Package], at: &Pointer, r: &mut Report) {
    at_most(list.len(), MAX_PACKAGINGS_PER_ITEM, at, r);
    for (i, p) in list.iter().enumerate() {
        let row = at.index(i);
        if let Some(n) = p.package_number {
            package_count(n, &row.key("packageNumber"), r);
        }
        if let Some(mark) = &p.shipping_mark {
            max_chars(mark, MAX_TEXT, &row.key("shippingMark"), r);
        }
    }
}
