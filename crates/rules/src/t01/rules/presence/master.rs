//! The conditional fields of the master consignment (spec 3.2, 4.4, 5.2), which lives flat on
//! the declaration. One entry per spec sentence; a parent before the fields that depend on it.

use super::facts::{border_transport_mandatory, containerised, no_security, pre_lodged, tp_mode};
use crate::conditional::Conditional;
use crate::t01::codes::{MODE_MAIL, MODE_ROAD, MOLDOVA, NO_SPECIFIC_CIRCUMSTANCE};
use crate::t01::model::code;
use crate::t01::Declaration;
use crate::{conditional as entry, Ctx, FieldState};

const REQUIRED: FieldState = FieldState::REQUIRED;
const OPTIONAL: FieldState = FieldState::OPTIONAL;
const NOT_ALLOWED: FieldState = FieldState::NOT_ALLOWED;

/// Optional while `parent` is filled, otherwise not allowed.
pub fn while_filled<T>(parent: &Option<T>) -> FieldState {
    if parent.is_some() {
        OPTIONAL
    } else {
        NOT_ALLOWED
    }
}

/// Not allowed when `cond`, otherwise `state`.
pub fn unless(cond: bool, state: FieldState) -> FieldState {
    if cond {
        NOT_ALLOWED
    } else {
        state
    }
}

pub static MASTER: &[Conditional<Declaration, Ctx>] = &[
    // 5.2 "grossMass required".
    entry!("/grossMass", gross_mass, value, |_, _| REQUIRED),
    // 5.2 "Container indicator required unless addDecType is D".
    entry!("/containerIndicator", container_indicator, value, |d, _| {
        FieldState::required_if(!pre_lodged(d))
    }),
    // 5.2 "Inland transport is shown only when not reduced dataset" (and 4.4: reduced
    // dataset 1 empties the inland mode of transport).
    entry!("/inlandMot", inland_mot, value, |d, _| unless(
        d.reduced_dataset(),
        OPTIONAL
    )),
    // 5.2 "Border mode required when border transport is mandatory".
    entry!("/borderMot", border_mot, value, |d, _| {
        FieldState::required_if(border_transport_mandatory(d))
    }),
    // 5.2 "Destination country required when a destination office is required;
    // destinationOffice required".
    entry!("/destinationCountry", destination_country, value, |_, _| {
        REQUIRED
    }),
    // 4.4 "paymentMethod and unloadingPlace are removed when declarationTypeSecurity is
    // absent or 0".
    entry!("/paymentMethod", payment_method, value, |d, _| unless(
        no_security(d),
        OPTIONAL
    )),
    // 4.4 "Consignor contact and carrier contact exist only while the consignor or carrier is
    // filled".
    entry!("/consignorContact", consignor_contact, value, |d, _| {
        while_filled(&d.consignor)
    }),
    entry!("/carrierContact", carrier_contact, value, |d, _| {
        while_filled(&d.carrier)
    }),
    // 4.4 "Mail transport (mode code 5) means no departure transport and no active border
    // transport". Otherwise the departure transport may sit here or in the houses (5.3).
    entry!("/departureTransport", departure_transport, list, |d, _| {
        unless(code(&d.inland_mot) == Some(MODE_MAIL), OPTIONAL)
    }),
    // 5.2 "Border transport: in transit-procedure mode mandatory when the border mode is set
    // and not 5 or 2; in normal mode mandatory when the mode is not mail, security is 1, 2 or
    // 3 and addDecType is A"; 4.4 mail: no active border transport.
    entry!("/borderTransport", border_transport, list, |d, _| unless(
        code(&d.border_mot) == Some(MODE_MAIL),
        FieldState::required_if(border_transport_mandatory(d))
    )),
    // 5.2 "Driver mandatory when border mode is 3 and the country is not MD" (the
    // deployment's country).
    entry!("/drivers", drivers, list, |d, ctx| FieldState::required_if(
        code(&d.border_mot) == Some(MODE_ROAD) && ctx.country != MOLDOVA
    )),
    // 5.2 "Transport equipment optional only when not containerised".
    entry!("/transportEquipment", transport_equipment, list, |d, _| {
        FieldState::required_if(containerised(d))
    }),
    // 5.2 "Loading place mandatory unless addDecType is D".
    entry!("/loadingPlace", loading_place, value, |d, _| {
        FieldState::required_if(!pre_lodged(d))
    }),
    // 4.4 removed when security is absent or 0; 5.2 "mandatory in normal mode when the
    // security code is 1 or 3; in transit-procedure mode mandatory when the specific
    // circumstance is set and not XXX".
    entry!("/unloadingPlace", unloading_place, value, |d, _| {
        if no_security(d) {
            NOT_ALLOWED
        } else if tp_mode(d) {
            FieldState::required_if(
                code(&d.specific_circumstance).is_some_and(|c| c != NO_SPECIFIC_CIRCUMSTANCE),
            )
        } else {
            FieldState::required_if(matches!(d.security(), Some("1" | "3")))
        }
    }),
    // 5.2 "Goods location optional in transit-procedure mode, when addDecType is D, or when
    // the departure country is a security area".
    entry!("/goodsLocation", goods_location, value, |d, _| {
        let sec_area = d
            .departure_country
            .as_ref()
            .and_then(|c| c.sec_area)
            .unwrap_or(false);
        FieldState::required_if(!(tp_mode(d) || pre_lodged(d) || sec_area))
    }),
    // 5.1 "houseConsignments need at least one member".
    entry!("/houseConsignments", house_consignments, list, |_, _| {
        REQUIRED
    }),
];
