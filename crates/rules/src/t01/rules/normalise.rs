//! Spec 4.4, the header's dependent-field rules, then the generic clean-up of presence and the
//! renumbering of every list. Nothing happens outside the editable modes (a view never
//! changes the document).
//!
//! Two kinds of rule: *state* rules hold whatever the user did (TIR means reduced dataset 0;
//! a field not allowed is removed), and *change* rules fire only when `changed` names the field
//! the user just changed (and, given `previous`, its value really differs): "changing the
//! guarantee type discards the references" must not fire when the server stores a document
//! whose references the user has since filled in.

use super::change::Change;
use super::holder::{i_am_holder, I_AM_HOLDER};
use super::presence;
use super::presence::facts::{
    border_transport_mandatory, containerised, inland_mode_needs_departure_transport,
};
use crate::t01::codes::{CONTROL_RESULT_DISCREPANCIES, GUARANTEE_CASH, GUARANTEE_PUBLIC_BODY};
use crate::t01::model::code;
use crate::t01::{Declaration, GuaranteeReference, TransportMeans};
use crate::values::CodeRef;
use crate::Ctx;

/// The 'Confirm Change' dialog text of spec 5.5 (verbatim, typos included).
pub const CONFIRM_GUARANTEE_TYPE_CHANGE: &str = "You have changed the Guarantee type that affects the GRN. You will loose the filled Guarantee guaranteeReferencess. Are you sure to proceed?";

pub fn normalise(
    doc: &mut Declaration,
    previous: Option<&Declaration>,
    changed: Option<&str>,
    ctx: &Ctx,
) -> Vec<String> {
    let mut removed = Vec::new();
    if !ctx.mode.is_editable() {
        return removed;
    }
    if changed == Some(I_AM_HOLDER) {
        removed.extend(i_am_holder(doc, ctx));
    }
    let change = Change { previous, changed };
    // First: a new row's defaults are what the rules below see (a new guarantee's type A).
    super::entry::apply(doc, &change, ctx);
    reduced_dataset_empties_inland_mot_and_consignor(doc, &change, &mut removed);
    container_indicator_change_removes_transport_equipment(doc, &change, &mut removed);
    inland_mode_change_removes_departure_transport(doc, &change, &mut removed);
    border_mode_change_removes_border_transport(doc, &change, &mut removed);
    transport_mode_change_clears_identification_type(doc, &change, &mut removed);
    authorisation_type_change_removes_decision_reference(doc, &change, &mut removed);
    guarantee_indicator_off_removes_reference_number(doc, &change, &mut removed);
    guarantee_type_change_resets_references(doc, &change, &mut removed);
    tir_sets_reduced_dataset_no(doc);
    control_result_sets_report_discrepancy(doc);
    presence::clean(doc, ctx, &mut removed);
    derived_values_and_renumbering(doc);
    removed
}

fn take<T>(slot: &mut Option<T>, pointer: String, removed: &mut Vec<String>) {
    if slot.take().is_some() {
        removed.push(pointer);
    }
}

/// "Reduced dataset code 1 empties the inland mode of transport and consignor" (the
/// master's and the house consignments'; their contacts follow in the clean-up).
fn reduced_dataset_empties_inland_mot_and_consignor(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    if doc.reduced_dataset() && change.at("/reducedDataset", |p| !p.reduced_dataset()) {
        take(&mut doc.inland_mot, "/inlandMot".into(), removed);
        take(&mut doc.consignor, "/consignor".into(), removed);
        for (h, house) in doc.house_consignments.iter_mut().enumerate() {
            take(
                &mut house.consignor,
                format!("/houseConsignments/{h}/consignor"),
                removed,
            );
        }
    }
}

fn take_list<T>(list: &mut Vec<T>, pointer: String, removed: &mut Vec<String>) {
    if !list.is_empty() {
        list.clear();
        removed.push(pointer);
    }
}

/// "Container indicator change so that equipment is no longer required removes
/// transportEquipment" (equipment is required while containerised, spec 5.2).
fn container_indicator_change_removes_transport_equipment(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    if !containerised(doc) && change.at("/containerIndicator", containerised) {
        take_list(
            &mut doc.transport_equipment,
            "/transportEquipment".into(),
            removed,
        );
    }
}

/// "Inland mode change so that departure transport is no longer needed removes it" (needed
/// while the inland mode is set and not mail, spec 5.3): the master's and the houses'.
fn inland_mode_change_removes_departure_transport(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    if inland_mode_needs_departure_transport(doc)
        || !change.at("/inlandMot", inland_mode_needs_departure_transport)
    {
        return;
    }
    take_list(
        &mut doc.departure_transport,
        "/departureTransport".into(),
        removed,
    );
    for (h, house) in doc.house_consignments.iter_mut().enumerate() {
        take_list(
            &mut house.departure_transport,
            format!("/houseConsignments/{h}/departureTransport"),
            removed,
        );
    }
}

/// "Border mode change so active border transport is not needed removes borderTransport"
/// (needed while mandatory, spec 5.2).
fn border_mode_change_removes_border_transport(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    if !border_transport_mandatory(doc) && change.at("/borderMot", border_transport_mandatory) {
        take_list(
            &mut doc.border_transport,
            "/borderTransport".into(),
            removed,
        );
    }
}

/// "Changing a transport mode clears the identification type": the inland mode that of the
/// departure transport (master and houses), the border mode that of the border transport.
fn transport_mode_change_clears_identification_type(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    let clear = |list: &mut [TransportMeans], at: &str, removed: &mut Vec<String>| {
        for (i, m) in list.iter_mut().enumerate() {
            take(&mut m.id_type, format!("{at}/{i}/idType"), removed);
        }
    };
    if change.at("/inlandMot", |p| {
        code(&p.inland_mot) != code(&doc.inland_mot)
    }) {
        clear(&mut doc.departure_transport, "/departureTransport", removed);
        for (h, house) in doc.house_consignments.iter_mut().enumerate() {
            let at = format!("/houseConsignments/{h}/departureTransport");
            clear(&mut house.departure_transport, &at, removed);
        }
    }
    if change.at("/borderMot", |p| {
        code(&p.border_mot) != code(&doc.border_mot)
    }) {
        clear(&mut doc.border_transport, "/borderTransport", removed);
    }
}

/// "On a change of authorisation type, the linked decision reference is removed." A reference
/// changed by hand drops the link to the decision picked before.
fn authorisation_type_change_removes_decision_reference(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    let len = doc.authorisations.len();
    for (i, a) in doc.authorisations.iter_mut().enumerate() {
        let now = a.r#type.as_ref().map(|t| t.code.clone());
        let pointer = format!("/authorisations/{i}/type");
        let changed = change.row(
            &pointer,
            |p| &p.authorisations,
            len,
            i,
            |prev| prev.r#type.as_ref().map(|t| &t.code) != now.as_ref(),
        );
        if changed {
            take(
                &mut a.decision_reference,
                format!("/authorisations/{i}/decisionReference"),
                removed,
            );
            take(
                &mut a.decision_id,
                format!("/authorisations/{i}/decisionId"),
                removed,
            );
        }
        // The link to the decision's view follows its reference: a reference typed over the
        // one picked in the finder (which sets both) no longer names that decision.
        let (reference, id) = (a.decision_reference.clone(), a.decision_id.clone());
        let retyped = id.is_some()
            && change.row(
                &format!("/authorisations/{i}/decisionReference"),
                |p| &p.authorisations,
                len,
                i,
                |prev| prev.decision_reference != reference && prev.decision_id == id,
            );
        if retyped {
            take(
                &mut a.decision_id,
                format!("/authorisations/{i}/decisionId"),
                removed,
            );
        }
    }
}

/// "Changing the guarantee-indication flag off removes the guarantee reference number."
fn guarantee_indicator_off_removes_reference_number(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    let on = doc.guarantee_indicator == Some(true);
    if on
        || !change.at("/guaranteeIndicator", |p| {
            p.guarantee_indicator == Some(true)
        })
    {
        return;
    }
    for (i, g) in doc.guarantees.iter_mut().enumerate() {
        take(
            &mut g.reference_number,
            format!("/guarantees/{i}/referenceNumber"),
            removed,
        );
    }
}

/// "Changing the guarantee type clears the other reference number unless the type is 8 or 3,
/// discards the guarantee references, and where the type needs references creates one blank
/// reference with sequence 1 (currency default EUR)." The UI confirms with
/// [`CONFIRM_GUARANTEE_TYPE_CHANGE`] when `removed` names the references.
fn guarantee_type_change_resets_references(
    doc: &mut Declaration,
    change: &Change,
    removed: &mut Vec<String>,
) {
    let len = doc.guarantees.len();
    for (i, g) in doc.guarantees.iter_mut().enumerate() {
        let now = g.type_code().map(str::to_owned);
        let pointer = format!("/guarantees/{i}/type");
        let changed = change.row(
            &pointer,
            |p| &p.guarantees,
            len,
            i,
            |prev| prev.type_code() != now.as_deref(),
        );
        if !changed {
            continue;
        }
        if !matches!(now.as_deref(), Some(GUARANTEE_PUBLIC_BODY | GUARANTEE_CASH)) {
            take(
                &mut g.reference_number,
                format!("/guarantees/{i}/referenceNumber"),
                removed,
            );
        }
        let old = std::mem::take(&mut g.guarantee_references);
        if old.iter().any(|r| !is_blank(r)) {
            removed.push(format!("/guarantees/{i}/guaranteeReferences"));
        }
        if g.with_rfc() {
            g.guarantee_references.push(GuaranteeReference::blank());
        }
    }
}

/// A reference holding nothing the user typed (the one the rules create).
fn is_blank(r: &GuaranteeReference) -> bool {
    r.grn.is_none()
        && r.access_code.is_none()
        && r.covered_amount.is_none()
        && r.customs_office_of_guarantee.is_none()
}

/// "Declaration type TIR sets reducedDataset to No (code 0) and disables it."
fn tir_sets_reduced_dataset_no(doc: &mut Declaration) {
    if doc.is_tir() && doc.reduced_dataset.as_ref().map(|r| r.code.as_str()) != Some("0") {
        doc.reduced_dataset = Some(CodeRef::new("0", "No"));
    }
}

/// "Control result A5 sets reportDiscrepancy true; anything else sets it false."
fn control_result_sets_report_discrepancy(doc: &mut Declaration) {
    if let Some(result) = &doc.control_result {
        doc.report_discrepancy = Some(result.code == CONTROL_RESULT_DISCREPANCIES);
    }
}

/// State rules "derived values, renumbering": every list's sequences are 1-based and gapless
/// after a delete (R0987), items carry `decItmNber` from 1 across all house consignments, and
/// `totalItems` counts them (spec 3.2, 3.3). One pass over the lists, no allocation.
fn derived_values_and_renumbering(doc: &mut Declaration) {
    doc.renumber_lists();
    doc.derive_total_items();
}
