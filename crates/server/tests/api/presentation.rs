//! The presentation notification of a pre-lodged declaration (IE170) through the API: the
//! data CC170C carries are posted with it, stored, logged and written in the message's XML.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::movement::{act, complete_declaration, post};
use crate::support::TestApp;

#[tokio::test]
async fn the_presentation_notification_sends_the_location_equipment_border_means_and_place_of_loading(
) {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    // Pre-lodged without the data only known when the goods are presented.
    let mut doc = complete_declaration(&app, &trader, 41);
    doc["addDecType"] = json!({"code": "D"});
    let location = doc["goodsLocation"].take();
    assert!(
        location.is_object(),
        "the generated declaration has a location"
    );
    let (status, body) = post(&trader, "/v1/t01/submit", doc).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let (status, body) = act(&officer, &id, "accept-pre-lodged", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // Without a location of goods CC170C cannot be sent: refused, nothing changes.
    let (status, body) = act(&trader, &id, "presentation-notification", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/goodsLocation");
    let seen = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(seen["documentStatus"], "PRE_LODGED");

    // The presentation screen posts the declaration with the presentation's data.
    let mut posted = seen.clone();
    posted["goodsLocation"] = location.clone();
    posted["loadingPlace"] = json!({"location": "Chișinău, terminal 2", "country": {"code": "MD"}});
    posted["transportEquipment"] = json!([{"sequence": 1, "containerNumber": "CSQU3054383"}]);
    posted["lrn"] = json!("NOT-AN-IE170-FIELD");
    let (status, body) = post(
        &trader,
        &format!("/v1/t01/{id}/presentation-notification"),
        posted,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(seen["documentStatus"], "ACCEPTED");
    assert_eq!(seen["goodsLocation"], location);
    assert_eq!(seen["loadingPlace"]["location"], "Chișinău, terminal 2");
    assert_eq!(
        seen["transportEquipment"][0]["containerNumber"],
        "CSQU3054383"
    );
    assert_ne!(
        seen["lrn"], "NOT-AN-IE170-FIELD",
        "only what CC170C carries"
    );

    let ie170 = seen["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["messageType"] == "IE170")
        .cloned()
        .unwrap_or(Value::Null);
    assert_eq!(ie170["payload"]["locationOfGoods"], location, "{ie170}");
    assert_eq!(
        ie170["payload"]["transportEquipment"][0]["containerNumber"],
        "CSQU3054383"
    );
    let xml = trader
        .get(&format!("/v1/t01/{id}/messages/{}/xml", ie170["id"]))
        .await;
    assert_eq!(xml.status(), StatusCode::OK);
    let xml = xml.text().await.unwrap();
    for element in [
        "<LocationOfGoods>",
        "<PlaceOfLoading>",
        "CSQU3054383",
        "terminal 2",
    ] {
        assert!(xml.contains(element), "CC170C lacks {element}: {xml}");
    }
}
