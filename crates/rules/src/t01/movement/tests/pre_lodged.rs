//! The presentation notification of a pre-lodged declaration (IE170): the data groups of
//! CC170C are taken from the presentation screen and sent; nothing else changes.

use crate::t01::model::{GoodsLocation, Place, TransportEquipment, TransportMeans};
use crate::t01::movement::Role::*;
use crate::t01::movement::Status::*;
use crate::t01::movement::{apply, next, Action, ActionInput, Message, StepCtx};
use crate::t01::testing::code;
use crate::t01::Declaration;
use crate::values::Mrn;

const NOW: &str = "2026-11-24T10:00:00";

fn pre_lodged() -> Declaration {
    Declaration {
        lrn: Some("LRN-PRE-1".into()),
        ..Declaration::default()
    }
}

fn presented() -> Declaration {
    Declaration {
        lrn: Some("CHANGED".into()),
        goods_location: Some(GoodsLocation {
            location_type: Some(code("B")),
            qualifier: Some(code("Y")),
            authorization_number: Some("MDAUT123".into()),
            ..GoodsLocation::default()
        }),
        transport_equipment: vec![TransportEquipment {
            sequence: 1,
            container_number: Some("CSQU3054383".into()),
            ..TransportEquipment::default()
        }],
        border_transport: vec![TransportMeans {
            sequence: 1,
            id_type: Some(code("30")),
            identification_number: Some("CHI123".into()),
            ..TransportMeans::default()
        }],
        loading_place: Some(Place {
            location: Some("Chișinău".into()),
            ..Place::default()
        }),
        container_indicator: Some(code("1")),
        ..pre_lodged()
    }
}

fn notify(
    posted: Option<Declaration>,
) -> Result<crate::t01::movement::Outcome, Vec<crate::Violation>> {
    let edge = next(Some(PreLodged), Action::PresentationNotification, Trader).unwrap();
    let mrn = Mrn::parse("24GB000246J8NY33L7").unwrap();
    apply(
        &edge,
        Some(&pre_lodged()),
        posted,
        &ActionInput::default(),
        StepCtx {
            now: NOW,
            mrn: Some(&mrn),
            office: None,
        },
    )
}

#[test]
fn the_presentation_notification_collects_and_sends_what_cc170c_carries() {
    let outcome = notify(Some(presented())).unwrap();
    assert_eq!(outcome.to, Accepted);
    let doc = &outcome.document;
    let sent = presented();
    assert_eq!(doc.goods_location, sent.goods_location);
    assert_eq!(doc.transport_equipment, sent.transport_equipment);
    assert_eq!(doc.border_transport, sent.border_transport);
    assert_eq!(doc.loading_place, sent.loading_place);
    assert_eq!(doc.container_indicator, sent.container_indicator);
    assert_eq!(
        doc.lrn.as_deref(),
        Some("LRN-PRE-1"),
        "not part of an IE170"
    );
    let ie170 = outcome
        .messages
        .iter()
        .find(|m| m.message == Message::IE170)
        .expect("an IE170");
    assert_eq!(
        ie170.payload["locationOfGoods"]["authorizationNumber"],
        "MDAUT123"
    );
    assert_eq!(
        ie170.payload["transportEquipment"][0]["containerNumber"],
        "CSQU3054383"
    );
    assert_eq!(
        ie170.payload["activeBorderTransportMeans"][0]["identificationNumber"],
        "CHI123"
    );
    assert_eq!(ie170.payload["placeOfLoading"]["location"], "Chișinău");
}

#[test]
fn a_presentation_without_a_location_of_goods_is_refused() {
    let err = notify(Some(pre_lodged())).unwrap_err();
    assert_eq!(err[0].path, "/goodsLocation");
    assert_eq!(err[0].rule, "required");
    assert!(
        notify(None).is_err(),
        "the stored declaration has none either"
    );
}
