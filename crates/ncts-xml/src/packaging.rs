//! PACKAGING (PackagingType03): type of packages (CL017, our package type's code), number of
//! packages, shipping marks.
//!
//! Ours without a place: the package type's `packageKind` (a catalog flag, filled from the
//! catalog with the name).

use vama_rules::t01::model::Package;

use crate::xml::{each, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, list: &[Package]) {
    for p in list {
        out.open("Packaging");
        out.number("sequenceNumber", p.sequence);
        out.code("typeOfPackages", &p.pack_type);
        out.opt_number("numberOfPackages", &p.package_number);
        out.text("shippingMarks", &p.shipping_mark);
        out.close("Packaging");
    }
}

pub(crate) fn read(e: &mut Elem) -> Result<Vec<Package>, MappingError> {
    let nodes = e.many("Packaging");
    if nodes.is_empty() {
        e.req("Packaging")?;
    }
    each(nodes, |p| {
        Ok(Package {
            sequence: p.sequence()?,
            pack_type: p.req_code("typeOfPackages")?,
            package_number: p.number("numberOfPackages")?,
            shipping_mark: p.text("shippingMarks"),
        })
    })
}
