//! What the rows of a declaration need to know about the levels above them, computed once per
//! walk (per declaration, then per house consignment) so that a condition on one of 100,000
//! items reads a few booleans instead of searching the document.

use crate::t01::codes::{
    ADDITIONAL_INFO_30600, CONTAINERISED, EXPORT_DECLARATION, MODE_AIR, MODE_MAIL, MODE_RAIL,
    PRE_LODGED, STANDARD, T,
};
use crate::t01::model::code;
use crate::t01::{AdditionalInfo, Declaration, Document, HouseConsignment};
use crate::values::CountryRef;
use crate::{Ctx, Mode};

/// A common-transit country: the catalog's `commonTransit` flag, or `countryCtc` (the flag an
/// item's destination carries, spec 3.4).
pub fn common_transit(country: &CountryRef) -> bool {
    country.common_transit == Some(true) || country.country_ctc == Some(true)
}

/// Spec 4.4 "Destination country change recalculates whether the CN code is needed; it is not
/// needed for a common-transit destination": needed once the destination is known and is not
/// in common transit. The CN code extends the 6-digit HS code to 8 digits, so this is also
/// when 5.9's "8-digit code is needed".
pub fn cn_code_needed(destination: Option<&CountryRef>) -> bool {
    destination.is_some_and(|c| !common_transit(c))
}

/// Transit-presentation mode (the "TP mode" of spec 5).
pub fn tp_mode(d: &Declaration) -> bool {
    d.in_tp_mode == Some(true)
}

/// Container indicator 1.
pub fn containerised(d: &Declaration) -> bool {
    code(&d.container_indicator) == Some(CONTAINERISED)
}

/// Additional declaration type D (pre-lodged).
pub fn pre_lodged(d: &Declaration) -> bool {
    code(&d.add_dec_type) == Some(PRE_LODGED)
}

/// "declarationTypeSecurity is absent or 0" (spec 4.4).
pub fn no_security(d: &Declaration) -> bool {
    matches!(d.security(), None | Some("0"))
}

/// Security 1, 2 or 3 (ENS, EXS or both).
pub fn security_1_2_or_3(d: &Declaration) -> bool {
    matches!(d.security(), Some("1" | "2" | "3"))
}

/// Spec 5.3: departure transport is needed when the inland mode is set and not 5 (mail).
pub fn inland_mode_needs_departure_transport(d: &Declaration) -> bool {
    code(&d.inland_mot).is_some_and(|m| m != MODE_MAIL)
}

/// Spec 5.2: "Border transport: in transit-procedure mode mandatory when the border mode is
/// set and not 5 or 2; in normal mode mandatory when the mode is not mail, security is 1, 2
/// or 3 and addDecType is A."
pub fn border_transport_mandatory(d: &Declaration) -> bool {
    let mode = code(&d.border_mot);
    if tp_mode(d) {
        mode.is_some_and(|m| m != MODE_MAIL && m != MODE_RAIL)
    } else {
        mode != Some(MODE_MAIL) && security_1_2_or_3(d) && code(&d.add_dec_type) == Some(STANDARD)
    }
}

/// A previous document of type N830 (export declaration) in `docs`.
pub fn has_export_declaration(docs: &[Document]) -> bool {
    docs.iter()
        .any(|p| code(&p.doc_type) == Some(EXPORT_DECLARATION))
}

/// An additional information entry with code 30600 in `infos`.
pub fn has_30600(infos: &[AdditionalInfo]) -> bool {
    infos
        .iter()
        .any(|a| code(&a.code) == Some(ADDITIONAL_INFO_30600))
}

/// Facts about the declaration and its master consignment.
#[derive(Debug, Clone, Copy)]
pub struct Facts {
    pub mode: Mode,
    pub tp_mode: bool,
    pub containerised: bool,
    pub reduced_dataset: bool,
    /// Declaration type T: the items carry their own type.
    pub type_t: bool,
    pub no_security: bool,
    pub inland_mail: bool,
    pub inland_needs_transport: bool,
    /// Border mode 4 with security 1, 2 or 3: the conveyance reference number is required.
    pub conv_ref_required: bool,
    /// The destination country the master holds: `Some(common transit?)`.
    pub destination: Option<bool>,
    pub dispatch: bool,
    pub ucr: bool,
    pub consignor: bool,
    pub consignee: bool,
    pub payment_method: bool,
    pub departure_transport: bool,
    pub export_declaration: bool,
}

impl Facts {
    pub fn of(d: &Declaration, ctx: &Ctx) -> Facts {
        Facts {
            mode: ctx.mode,
            tp_mode: tp_mode(d),
            containerised: containerised(d),
            reduced_dataset: d.reduced_dataset(),
            type_t: d.declaration_type() == Some(T),
            no_security: no_security(d),
            inland_mail: code(&d.inland_mot) == Some(MODE_MAIL),
            inland_needs_transport: inland_mode_needs_departure_transport(d),
            conv_ref_required: security_1_2_or_3(d) && code(&d.border_mot) == Some(MODE_AIR),
            destination: d.destination_country.as_ref().map(common_transit),
            dispatch: d.dispatch.as_ref().is_some_and(|x| x.country.is_some()),
            ucr: d.ucr_reference.is_some(),
            consignor: d.consignor.is_some(),
            consignee: d.consignee.is_some(),
            payment_method: d.payment_method.is_some(),
            departure_transport: !d.departure_transport.is_empty(),
            export_declaration: has_export_declaration(&d.previous_doc),
        }
    }

    pub fn means(&self) -> MeansFacts {
        MeansFacts {
            tp_mode: self.tp_mode,
            containerised: self.containerised,
            conv_ref_required: self.conv_ref_required,
        }
    }
}

/// Facts about a house consignment and the master above it, for its items: what the house
/// or the master already holds.
#[derive(Debug, Clone, Copy)]
pub struct HouseFacts {
    pub type_t: bool,
    pub no_security: bool,
    pub reduced_dataset: bool,
    /// The destination country the house or the master holds: `Some(common transit?)`.
    pub destination: Option<bool>,
    pub dispatch: bool,
    pub ucr: bool,
    pub export_declaration: bool,
}

impl HouseFacts {
    pub fn of(f: &Facts, h: &HouseConsignment) -> HouseFacts {
        HouseFacts {
            type_t: f.type_t,
            no_security: f.no_security,
            reduced_dataset: f.reduced_dataset,
            destination: h
                .country_of_destination
                .as_ref()
                .map(common_transit)
                .or(f.destination),
            dispatch: f.dispatch || h.dispatch_country.is_some(),
            ucr: f.ucr || h.ucr_reference.is_some(),
            export_declaration: f.export_declaration || has_export_declaration(&h.previous_doc),
        }
    }
}

/// Facts for a transport means row.
#[derive(Debug, Clone, Copy, Default)]
pub struct MeansFacts {
    pub tp_mode: bool,
    pub containerised: bool,
    pub conv_ref_required: bool,
}
