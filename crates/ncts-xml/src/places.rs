//! PLACE OF LOADING and PLACE OF UNLOADING: UN/LOCODE, country, location.

use vama_rules::t01::model::Place;

use crate::xml::{one, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, tag: &str, place: &Option<Place>) {
    let Some(p) = place else { return };
    out.open(tag);
    out.code("UNLocode", &p.un_code);
    out.code("country", &p.country);
    out.text("location", &p.location);
    out.close(tag);
}

pub(crate) fn read(e: &mut Elem, tag: &str) -> Result<Option<Place>, MappingError> {
    one(e, tag, |p| {
        Ok(Place {
            un_code: p.code("UNLocode"),
            country: p.code("country"),
            location: p.text("location"),
        })
    })
}
