//! MESSAGE: the header group every NCTS message starts with, and the root element's PhaseID.

use crate::xml::{Elem, Out};
use crate::MappingError;

/// The NCTS namespace of the root element (its content is unqualified).
pub const NAMESPACE: &str = "http://ncts.dgtaxud.ec";
/// The root's `PhaseID`: the schemas in `p5-v2_1` are Phase 5.0's (51.8.6).
pub const PHASE_ID: &str = "NCTS5.0";

/// The MESSAGE data group. The caller fills it (this crate reads no clock and allocates no
/// identifiers).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MessageHeader {
    /// an..35: who sends it, e.g. the trader's EORI for an IE015 lodged by a trader.
    pub message_sender: String,
    /// an..35: `NTA.` and the country of the office of departure for an IE015 (the national
    /// transit application); see [`MessageHeader::recipient_for_office`].
    pub message_recipient: String,
    /// `YYYY-MM-DDTHH:mm:ss`.
    pub preparation_date_and_time: String,
    /// an..35, unique per sender (DDNTA rule T1120 limits it to an..14 until the end of the
    /// transition): the server's message id.
    pub message_identification: String,
    /// Optional for CC015C (DDNTA C0511: CC015C is in neither CL610 nor CL385).
    pub correlation_identifier: Option<String>,
}

impl MessageHeader {
    /// `NTA.MD` for an office `MD100100`: the national transit application of the office's
    /// country (its first two letters).
    pub fn recipient_for_office(office: &str) -> String {
        format!("NTA.{}", office.get(..2).unwrap_or(office))
    }
}

pub(crate) fn write(out: &mut Out, h: &MessageHeader, message_type: &str) {
    out.leaf("messageSender", &h.message_sender);
    out.leaf("messageRecipient", &h.message_recipient);
    out.leaf("preparationDateAndTime", &h.preparation_date_and_time);
    out.leaf("messageIdentification", &h.message_identification);
    out.leaf("messageType", message_type);
    if let Some(c) = &h.correlation_identifier {
        out.leaf("correlationIdentifier", c);
    }
}

pub(crate) fn read(e: &mut Elem, message_type: &str) -> Result<MessageHeader, MappingError> {
    let text = |e: &mut Elem, name: &str| -> Result<String, MappingError> {
        Ok(e.req(name)?.text.clone())
    };
    let header = MessageHeader {
        message_sender: text(e, "messageSender")?,
        message_recipient: text(e, "messageRecipient")?,
        preparation_date_and_time: text(e, "preparationDateAndTime")?,
        message_identification: text(e, "messageIdentification")?,
        correlation_identifier: None,
    };
    let node = e.req("messageType")?;
    if node.text != message_type {
        return Err(MappingError::new(
            node.line,
            "messageType",
            format!("the message type is `{}`, not {message_type}", node.text),
        ));
    }
    Ok(MessageHeader {
        correlation_identifier: e.text("correlationIdentifier"),
        ..header
    })
}
