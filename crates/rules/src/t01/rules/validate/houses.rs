//! Spec 5.3, house consignments, and the 5.1 rules across them ("With more than one house
//! consignment, at least one value must differ among them for each of: consignee EORI,
//! consignor EORI, country of dispatch, payment method, UCR"). One pass over the houses and
//! their items (`items`), summing gross masses on the way. What a house requires is in the
//! presence table `HOUSE`.

use super::report::Report;
use super::{at_most, documents, items, parties, quantity, transport, ucr, Facts};
use crate::conditional::Pointer;
use crate::t01::limits::{max_departure_transport, MAX_ITEMS_PER_HOUSE};
use crate::t01::model::code;
use crate::t01::{HouseConsignment, Party};
use crate::text::Text;
use crate::values::Decimal;

/// Validates every house and its items; answers the sum of the houses' gross masses (`None`
/// when none has one), for the master's rule.
pub fn validate(f: &Facts, r: &mut Report) -> Option<Decimal> {
    let doc = f.doc;
    let departure_max = max_departure_transport(code(&doc.inland_mot));
    let houses = Pointer::ROOT.key("houseConsignments");
    let mut sum: Option<Decimal> = None;
    for (h, house) in doc.house_consignments.iter().enumerate() {
        let at = houses.index(h);
        // "grossMass required, decimal up to 16 digits with 6 decimals".
        quantity(house.gross_mass, &at.key("grossMass"), r);
        if let Some(g) = house.gross_mass {
            sum = Some(sum.unwrap_or(Decimal::ZERO) + g);
        }
        // "Consignee alphanumeric max 17 ... Consignor alphanumeric max 17."
        parties::party(house.consignor.as_ref(), &at.key("consignor"), r);
        parties::party(house.consignee.as_ref(), &at.key("consignee"), r);
        if let Some(u) = &house.ucr_reference {
            ucr(u, &at.key("ucrReference"), r);
        }
        // "Up to 9999 items per house consignment, up to 99 additional supply chain actors."
        at_most(
            house.house_items.len(),
            MAX_ITEMS_PER_HOUSE,
            &at.key("houseItems"),
            r,
        );
        parties::actors(&house.chain_add_actors, &at.key("chainAddActors"), r);
        transport::means_list(
            &house.departure_transport,
            false,
            departure_max,
            &at.key("departureTransport"),
            r,
        );
        documents::lists(
            documents::Lists {
                previous: &house.previous_doc,
                supporting: &house.supporting_doc,
                transport: &house.transport_doc,
                additional_ref: &house.additional_ref,
            },
            &at,
            r,
        );
        documents::additional_info(&house.additional_info, &at.key("additionalInfo"), r);
        let items_sum = items::validate(house, &at.key("houseItems"), r);
        if let (Some(house_mass), Some(items)) = (house.gross_mass, items_sum) {
            if house_mass < items {
                let rule = "consignment-gross-mass-at-least-items";
                r.said(&at.key("grossMass"), rule, Text::new(rule));
            }
        }
    }
    differ(&doc.house_consignments, r);
    sum
}

/// True when every house holds the value and all hold the same one. Houses without it leave
/// the datum to the master consignment (spec 4.4), which is not a repeat.
fn all_same<'a, T: PartialEq + ?Sized + 'a>(
    houses: &'a [HouseConsignment],
    value: impl Fn(&'a HouseConsignment) -> Option<&'a T>,
) -> bool {
    let mut values = houses.iter().map(value);
    let Some(Some(first)) = values.next() else {
        return false;
    };
    values.all(|v| v == Some(first))
}

/// Spec 5.1, with its messages verbatim ('At lest ...', each rule the key of its text). The
/// violation sits on the field of the first house consignment: changing any one of them clears
/// it.
fn differ(houses: &[HouseConsignment], r: &mut Report) {
    if houses.len() < 2 {
        return;
    }
    let first = Pointer::ROOT.key("houseConsignments");
    let first = first.index(0);
    fn eori(p: &Option<Party>) -> Option<&str> {
        p.as_ref().and_then(Party::eori)
    }
    let checks: [(bool, &'static str, &'static str); 5] = [
        (
            all_same(houses, |h| eori(&h.consignee)),
            "consignee/EORINumber",
            "houses-consignee-differs",
        ),
        (
            all_same(houses, |h| eori(&h.consignor)),
            "consignor/EORINumber",
            "houses-consignor-differs",
        ),
        (
            all_same(houses, |h| {
                h.dispatch_country.as_ref().map(|c| c.code.as_str())
            }),
            "dispatchCountry",
            "houses-dispatch-country-differs",
        ),
        (
            all_same(houses, |h| code(&h.payment_method)),
            "paymentMethod",
            "houses-payment-method-differs",
        ),
        (
            all_same(houses, |h| h.ucr_reference.as_deref()),
            "ucrReference",
            "houses-ucr-differs",
        ),
    ];
    for (same, key, rule) in checks {
        if same {
            r.said(&first.key(key), rule, Text::new(rule));
        }
    }
}
