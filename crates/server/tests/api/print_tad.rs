//! The printed TAD of a released movement fills every box the EC printing guidelines fill from
//! data the movement holds: the limit date [15 11] is the movement's time limit for arrival (the
//! one "Transit timers" shows), the result is the control result of the office of departure.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::movement::{act, complete_declaration, merge, post};
use crate::support::TestApp;

const DAY_MS: i64 = 86_400_000;

/// The text of the TAD's first page (`pdftotext`), or `None` without poppler-utils.
fn first_page_text(pdf: &[u8], name: &str) -> Option<String> {
    let found = std::process::Command::new("sh")
        .args(["-c", "command -v pdftotext"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "pdftotext is missing (apt-get install -y poppler-utils)"
        );
        eprintln!("note: pdftotext is missing, test skipped");
        return None;
    }
    let dir = std::env::temp_dir().join(format!("vama-api-tad-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("tad.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", "-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap();
    assert!(out.status.success());
    Some(String::from_utf8(out.stdout).unwrap())
}

/// The value printed after `label` on its line.
fn after<'a>(text: &'a str, label: &str) -> &'a str {
    text.lines()
        .find_map(|line| line.split_once(label).map(|(_, rest)| rest.trim()))
        .unwrap_or_else(|| panic!("no '{label}' in {text}"))
}

fn date_of(ms: i64) -> String {
    let at = time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000)).unwrap();
    at.date().to_string()
}

#[tokio::test]
async fn the_tad_prints_the_time_limit_and_the_control_result_of_the_movement() {
    let app = TestApp::spawn().await;
    let trader = app.login("trader").await;
    let officer = app.login("officer").await;
    // No limit date declared: the time limit is the one the release starts.
    let mut declaration = complete_declaration(&app, &trader, 7);
    declaration.as_object_mut().unwrap().remove("dateLimit");
    let (status, body) = post(&trader, "/v1/t01/submit", declaration).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["id"].as_str().unwrap().to_owned();
    let (status, body) = act(&officer, &id, "accept", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut posted = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    merge(
        &mut posted,
        &json!({"controlDecision": {"notificationType": {"code": "0"},
                                    "typeOfControls": [{"sequence": 1, "type": {"code": "10"}}]},
                "input": {"riskColor": "RED"}}),
    );
    let (status, body) = post(&officer, &format!("/v1/t01/{id}/control-decision"), posted).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut posted = officer.get_json(&format!("/v1/t01/{id}/document")).await;
    merge(
        &mut posted,
        &json!({"controlResult": {"code": "A1"},
                "controlResults": [{"sequence": 1, "type": {"code": "10"}, "text": "Seals intact"}]}),
    );
    let (status, body) = post(&officer, &format!("/v1/t01/{id}/control-results"), posted).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = act(&officer, &id, "movement-release", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let doc = trader.get_json(&format!("/v1/t01/{id}/document")).await;
    assert_eq!(doc["dateLimit"], Value::Null, "no limit date declared");
    let arrival = doc["timers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["timer"] == "arrival")
        .unwrap_or_else(|| panic!("an arrival time limit: {doc}"));
    let due = date_of(arrival["dueAtMs"].as_i64().unwrap());
    assert_eq!(
        due,
        date_of(app.state.clock.now_ms() + 8 * DAY_MS),
        "eight days from the release"
    );

    let res = trader
        .post(&format!("/v1/t01/{id}/en/print-tad"), &json!({}))
        .await;
    assert_eq!(res.status(), StatusCode::OK);
    let pdf = res.bytes().await.unwrap();
    let Some(text) = first_page_text(&pdf, "limit") else {
        return;
    };
    assert_eq!(after(&text, "Limit date [15 11]:"), due, "{text}");
    assert!(after(&text, "Result:").starts_with("A1"), "{text}");
}
