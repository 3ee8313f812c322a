//! The other messages a movement exchanges in the external domain (NOTES.md 1.1), each as
//! the XML of its own schema in `p5-v2_1`, built from the declaration and the step's payload
//! (the JSON `vama_rules::t01::movement::step::apply` records): [`message_xml`]. One module
//! per message; those carrying the whole declaration (CC013C, CC029C) reuse the data-group
//! writers of CC015C, and so do those carrying some of its groups (CC007C's and CC170C's
//! location of goods, CC170C's transport equipment and transport means, CC182C's equipment,
//! GNSS, address and transport means of its incidents).
//!
//! # Messages without XML
//!
//! [`message_xml`] answers `None` for the messages with no schema in `p5-v2_1`: the
//! common-domain ones (CD006C, CD018C, CD049C, CD118C, CD142C, CD143C, CD150C, CD151C,
//! CD168C, CD180C, CD203C, CD205C: between offices, never in the trader's domain), the
//! national IE017 (its `cc017c.xsd` is the national N_DEP_CON, not exchanged with the trader
//! here) and the external IE054, IE140, IE141 (no XSD in the directory). The log keeps their
//! JSON. It also answers `None` when the declaration lacks a datum the schema requires and
//! that has no source at all (an MRN before IE028, a holder-less draft, a guarantee without a
//! GRN for IE055, a location of goods for IE170, an incident with its country for IE182),
//! rather than writing an invalid message.
//!
//! # Values chosen where our model has no source
//!
//! Each module says which; in short: dates and times of the decision are the step's time (the
//! payload's `preparationDateAndTime`); the code a refusal carries beside its text
//! (CC056C/CC057C `rejectionCode` 12, CC051C `noReleaseMotivationCode` 01, CC055C
//! `InvalidGuaranteeReason/code` G02) unless the payload names one; the declaration
//! acceptance date (CC035C, CC055C) is the MRN's allocation date when the payload has it,
//! else the date of the submission; the consignment presented with a pre-lodged declaration
//! (CC170C) is the declaration's; the office of incident registration (CC182C) is the last
//! office the goods passed, else the first office of transit, else the office of
//! destination; a transhipment's container indicator (CC182C) is the declaration's when the
//! incident has none, else `0`.

mod cc004c;
mod cc007c;
mod cc009c;
mod cc013c;
mod cc014c;
mod cc019c;
mod cc025c;
mod cc028c;
mod cc029c;
mod cc035c;
mod cc043c;
mod cc044c;
mod cc045c;
mod cc051c;
mod cc055c;
mod cc056c;
mod cc057c;
mod cc060c;
mod cc170c;
mod cc182c;
mod cc928c;

use serde_json::Value;
use vama_rules::t01::model::Declaration;
use vama_rules::t01::movement::Message;

use crate::header::{self, MessageHeader, NAMESPACE, PHASE_ID};
use crate::parties::{write_address, write_contact};
use crate::xml::Out;

/// The message as the XML of its own schema, with `header` as its MESSAGE group (its
/// `messageType` is the message's root), or `None` for a message without a schema in
/// `p5-v2_1` or without the data its schema requires (see the module's documentation).
/// `extra` is the step's payload for the message.
pub fn message_xml(
    message: Message,
    doc: &Declaration,
    extra: &Value,
    header: &MessageHeader,
) -> Option<String> {
    let m = Msg { doc, extra, header };
    match message {
        Message::IE004 => cc004c::write(&m),
        Message::IE007 => cc007c::write(&m),
        Message::IE009 => cc009c::write(&m),
        Message::IE013 => cc013c::write(&m),
        Message::IE014 => cc014c::write(&m),
        Message::IE015 => (doc.applicant.is_some()).then(|| crate::export(doc, header)),
        Message::IE019 => cc019c::write(&m),
        Message::IE025 => cc025c::write(&m),
        Message::IE028 => cc028c::write(&m),
        Message::IE029 => cc029c::write(&m),
        Message::IE035 => cc035c::write(&m),
        Message::IE043 => cc043c::write(&m),
        Message::IE044 => cc044c::write(&m),
        Message::IE045 => cc045c::write(&m),
        Message::IE051 => cc051c::write(&m),
        Message::IE055 => cc055c::write(&m),
        Message::IE056 => cc056c::write(&m),
        Message::IE057 => cc057c::write(&m),
        Message::IE060 => cc060c::write(&m),
        Message::IE170 => cc170c::write(&m),
        Message::IE182 => cc182c::write(&m),
        Message::IE928 => cc928c::write(&m),
        _ => None,
    }
}

/// The schema file of a message [`message_xml`] writes, e.g. `cc029c.xsd`.
pub fn schema_file(message: Message) -> String {
    format!("{}.xsd", message.root().to_lowercase())
}

/// What a message is built from.
pub(crate) struct Msg<'a> {
    pub doc: &'a Declaration,
    pub extra: &'a Value,
    pub header: &'a MessageHeader,
}

impl Msg<'_> {
    /// A text of the payload.
    pub fn text(&self, key: &str) -> Option<&str> {
        self.extra
            .get(key)
            .and_then(Value::as_str)
            .filter(|s| !s.trim().is_empty())
    }

    /// The step's time, `YYYY-MM-DDTHH:mm:ss`.
    pub fn now(&self) -> String {
        let t = self
            .text("preparationDateAndTime")
            .unwrap_or(&self.header.preparation_date_and_time);
        seconds(t)
    }

    /// The step's date, `YYYY-MM-DD`.
    pub fn today(&self) -> String {
        date(&self.now())
    }

    /// The refusal's or decision's reason (the step's `reason`), at most 512 characters.
    pub fn reason(&self) -> Option<String> {
        self.text("reason").map(|r| r.chars().take(512).collect())
    }

    pub fn mrn(&self) -> Option<&str> {
        self.doc.mrn.as_deref().filter(|m| !m.is_empty())
    }

    pub fn lrn(&self) -> Option<&str> {
        self.doc.lrn.as_deref().filter(|l| !l.is_empty())
    }

    /// The date the declaration was accepted: the MRN's allocation when the payload has it,
    /// else the submission's date (our model keeps no acceptance date), else today.
    pub fn acceptance_date(&self) -> String {
        self.text("allocationDateAndTime")
            .or(self.doc.application_submission_date_time.as_deref())
            .map(date)
            .unwrap_or_else(|| self.today())
    }

    /// The message: the XML declaration, the root with its namespace and PhaseID, the
    /// MESSAGE group and `body`.
    pub fn write(&self, root: &str, body: impl FnOnce(&mut Out)) -> String {
        let mut out = Out::with_capacity(2_048);
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.raw(&format!(
            "<ncts:{root} xmlns:ncts=\"{NAMESPACE}\" PhaseID=\"{PHASE_ID}\">"
        ));
        out.indented(|out| {
            header::write(out, self.header, root);
            body(out);
        });
        out.raw(&format!("\n</ncts:{root}>"));
        out.finish()
    }
}

/// `YYYY-MM-DDTHH:mm:ss` of a date-time that may lack the seconds or carry a fraction or zone.
pub(crate) fn seconds(t: &str) -> String {
    match t.len() {
        16 => format!("{t}:00"),
        n if n > 19 => t[..19].to_owned(),
        _ => t.to_owned(),
    }
}

pub(crate) fn date(t: &str) -> String {
    t.get(..10).unwrap_or(t).to_owned()
}

/// The transit operation's identifier when either may stand: the MRN once allocated, else
/// the LRN.
pub(crate) fn mrn_or_lrn(out: &mut Out, m: &Msg) {
    match m.mrn() {
        Some(mrn) => out.leaf("MRN", mrn),
        None => out.text("LRN", &m.doc.lrn),
    }
}

pub(crate) fn office(out: &mut Out, tag: &str, code: Option<&str>) {
    out.open(tag);
    out.leaf("referenceNumber", code.unwrap_or_default());
    out.close(tag);
}

pub(crate) fn departure(out: &mut Out, m: &Msg) {
    let code = m.doc.departure_office.as_ref().map(|o| o.code.as_str());
    office(out, "CustomsOfficeOfDeparture", code);
}

/// The office of destination the goods arrived at: the arrival's, else the declared one.
pub(crate) fn destination_actual(out: &mut Out, m: &Msg) {
    let code = m
        .doc
        .arrival
        .as_ref()
        .and_then(|a| a.customs_office_of_destination_actual.as_ref())
        .or(m.doc.destination_office.as_ref())
        .map(|o| o.code.as_str());
    office(out, "CustomsOfficeOfDestinationActual", code);
}

/// HOLDER OF THE TRANSIT PROCEDURE as the office's answers carry it: identification number,
/// name and address, and the contact person when `contact`.
pub(crate) fn holder(out: &mut Out, m: &Msg, contact: bool) {
    out.open("HolderOfTheTransitProcedure");
    if let Some(p) = &m.doc.applicant {
        out.text("identificationNumber", &p.eori_number);
        out.text("name", &p.name);
        write_address(out, &p.address);
    }
    if contact {
        write_contact(out, &m.doc.applicant_contact);
    }
    out.close("HolderOfTheTransitProcedure");
}

/// TRADER AT DESTINATION: the arrival's trader, else the consignee, else the holder (our
/// model names the trader at destination only when the arrival does).
pub(crate) fn trader_at_destination(out: &mut Out, m: &Msg) {
    let id = [
        m.doc
            .arrival
            .as_ref()
            .and_then(|a| a.trader_at_destination.as_ref()),
        m.doc.consignee.as_ref(),
        m.doc.applicant.as_ref(),
    ]
    .into_iter()
    .flatten()
    .find_map(|p| p.eori_number.as_deref().filter(|e| !e.is_empty()))
    .unwrap_or_default();
    out.open("TraderAtDestination");
    out.leaf("identificationNumber", id);
    out.close("TraderAtDestination");
}

/// A flag of the payload (`true`/`false` or `"1"`/`"0"`) as `1`/`0`.
pub(crate) fn flag(v: Option<&Value>, default: bool) -> &'static str {
    let on = match v {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s == "1" || s == "true",
        Some(Value::Number(n)) => n.as_u64() == Some(1),
        _ => default,
    };
    if on {
        "1"
    } else {
        "0"
    }
}
