//! LOCATION OF GOODS (LocationOfGoodsType05): type of location (CL347), qualifier of
//! identification (CL326), authorisation number, additional identifier, UN/LOCODE, customs
//! office, GNSS, economic operator, address, postcode address, contact person.
//!
//! Our one `address` is CC015C's ADDRESS for every qualifier but `T`, where it is the
//! POSTCODE ADDRESS (house number, postcode, country); on import either fills it. GNSS
//! coordinates are written with 6 decimals (the XSD wants 5 to 7 after the point).
//!
//! Ours without a place: `country` (used by incidents, not by CC015C), the economic
//! operator's `name` and `address`.

use vama_rules::t01::model::{Address, Gnss, GoodsLocation};
use vama_rules::values::Decimal;

use crate::parties::{by_id, id, read_address, read_contact, write_address, write_contact};
use crate::xml::{one, Elem, Out};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, location: &Option<GoodsLocation>) {
    let Some(l) = location else { return };
    out.open("LocationOfGoods");
    out.code("typeOfLocation", &l.location_type);
    out.code("qualifierOfIdentification", &l.qualifier);
    out.text("authorisationNumber", &l.authorization_number);
    out.text("additionalIdentifier", &l.additional_identifier);
    out.code("UNLocode", &l.un_code);
    if l.customs_office.is_some() {
        out.open("CustomsOffice");
        out.code("referenceNumber", &l.customs_office);
        out.close("CustomsOffice");
    }
    write_gnss(out, &l.ngss);
    if l.economic_operator.is_some() {
        out.open("EconomicOperator");
        out.text("identificationNumber", id(&l.economic_operator));
        out.close("EconomicOperator");
    }
    let postcode_only = l.qualifier.as_ref().is_some_and(|q| q.code == "T");
    match &l.address {
        Some(a) if postcode_only => {
            out.open("PostcodeAddress");
            out.text("houseNumber", &a.house_number);
            out.text("postcode", &a.postcode);
            out.code("country", &a.country);
            out.close("PostcodeAddress");
        }
        _ => write_address(out, &l.address),
    }
    write_contact(out, &l.contact_person);
    out.close("LocationOfGoods");
}

/// GNSS (GNSSType, shared with an incident's LOCATION): latitude and longitude.
pub(crate) fn write_gnss(out: &mut Out, gnss: &Option<Gnss>) {
    let Some(g) = gnss else { return };
    out.open("GNSS");
    if let Some(lat) = g.latitude {
        out.leaf("latitude", &coordinate(lat));
    }
    if let Some(long) = g.longitude {
        out.leaf("longitude", &coordinate(long));
    }
    out.close("GNSS");
}

/// Fixed 6 decimals: `47.500000`.
fn coordinate(value: Decimal) -> String {
    let micros = value.micros();
    let sign = if micros < 0 { "-" } else { "" };
    let abs = micros.unsigned_abs();
    format!("{sign}{}.{:06}", abs / 1_000_000, abs % 1_000_000)
}

pub(crate) fn read(e: &mut Elem) -> Result<Option<GoodsLocation>, MappingError> {
    one(e, "LocationOfGoods", |l| {
        let mut location = GoodsLocation {
            location_type: l.req_code("typeOfLocation")?,
            qualifier: l.req_code("qualifierOfIdentification")?,
            authorization_number: l.text("authorisationNumber"),
            additional_identifier: l.text("additionalIdentifier"),
            un_code: l.code("UNLocode"),
            ..GoodsLocation::default()
        };
        location.customs_office =
            one(l, "CustomsOffice", |o| o.req_code("referenceNumber"))?.flatten();
        location.ngss = one(l, "GNSS", |g| {
            Ok(Gnss {
                latitude: g.req_decimal("latitude")?,
                longitude: g.req_decimal("longitude")?,
            })
        })?;
        location.economic_operator = one(l, "EconomicOperator", |o| {
            o.req_text("identificationNumber")
        })?
        .and_then(by_id);
        let address = read_address(l)?;
        let postcode = one(l, "PostcodeAddress", |p| {
            Ok(Address {
                house_number: p.text("houseNumber"),
                postcode: p.req_text("postcode")?,
                country: p.req_code("country")?,
                ..Address::default()
            })
        })?;
        location.address = match (address, postcode) {
            (Some(mut a), Some(p)) => {
                a.house_number = p.house_number;
                Some(a)
            }
            (a, p) => a.or(p),
        };
        location.contact_person = read_contact(l)?;
        Ok(location)
    })
}
