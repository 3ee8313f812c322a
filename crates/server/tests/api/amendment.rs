//! An amendment of an active decision asked for by its holder (issue 'Authorisations I' section
//! 3, `request-amendment`: "a new version of the application that the office accepts or
//! refuses"): the requested application waits beside the one in force, which declarations go
//! on using, until the office's `amend` puts it in force or `refuse-amendment` drops it; what
//! is refused changes nothing. On SQLite and PostgreSQL.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::authorisation::{act, active_acr, document, ok};
use crate::support::{Backend, TestApp};

/// The document without what changes with every step (version, actions, dates of the list).
fn content(doc: &Value) -> Value {
    let mut doc = doc.clone();
    for envelope in [
        "version",
        "currentVersion",
        "versions",
        "actions",
        "documentStatus",
        "process",
        "history",
    ] {
        doc.as_object_mut().unwrap().remove(envelope);
    }
    doc
}

async fn the_holder_s_amendment_waits_beside_the_decision_until_the_office_decides(
    backend: Backend,
) {
    let Some(app) = TestApp::spawn_on(backend, |_| {}).await else {
        return;
    };
    let trader = app.login("trader").await;
    let (officer, id, reference) = active_acr(&app, &trader).await;
    let in_force = document(&trader, &id).await;
    assert!(in_force["requestedAmendment"].is_null());

    // an amendment with an error, one that changes nothing, one naming another holder: refused
    let mut wrong = in_force.clone();
    wrong["operationsNumber"] = json!(-1);
    let (status, body) = act(&trader, "acr", &id, "request-amendment", wrong).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/operationsNumber", "{body}");
    let (status, body) = act(&trader, "acr", &id, "request-amendment", in_force.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["message"]
        .as_str()
        .unwrap()
        .contains("changes nothing"));
    let mut other = in_force.clone();
    other["operationsNumber"] = json!(400);
    other["applicant"]["EORINumber"] = json!("MD9999999999999");
    let (status, body) = act(&trader, "acr", &id, "request-amendment", other).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["violations"][0]["path"], "/applicant/EORINumber");
    // a body that is not an application of the kind
    let mut odd = in_force.clone();
    odd["noSuchField"] = json!(1);
    let (status, body) = act(&trader, "acr", &id, "request-amendment", odd).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("noSuchField"),
        "{body}"
    );
    // nothing to refuse yet
    let (status, _) = act(
        &officer,
        "acr",
        &id,
        "refuse-amendment",
        json!({"reasons": "No"}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        document(&trader, &id).await,
        in_force,
        "refusals change nothing"
    );

    // requested: the decision in force is unchanged, the amendment waits beside it
    let mut amended = in_force.clone();
    amended["operationsNumber"] = json!(400);
    ok(&trader, &id, "request-amendment", amended.clone()).await;
    let doc = document(&officer, &id).await;
    assert_eq!(doc["documentStatus"], "ACTIVE");
    assert_eq!(doc["operationsNumber"], 250, "the decision in force");
    assert_eq!(doc["requestedAmendment"]["operationsNumber"], 400);
    // shown as the application it would put in force: under the decision's own references
    assert_eq!(
        doc["requestedAmendment"]["decision"]["referenceNumber"],
        reference.as_str()
    );
    assert_eq!(
        doc["requestedAmendment"]["registrationReference"],
        doc["registrationReference"]
    );
    assert!(doc["requestedAmendment"]["requestedAmendment"].is_null());
    assert_eq!(doc["decision"]["referenceNumber"], reference.as_str());
    assert_eq!(
        doc["process"]["notes"].as_array().unwrap().last().unwrap()["action"],
        "request-amendment"
    );

    // refused: dropped, the decision as it was
    ok(
        &officer,
        &id,
        "refuse-amendment",
        json!({"reasons": "Depot too small"}),
    )
    .await;
    let doc = document(&trader, &id).await;
    assert!(doc["requestedAmendment"].is_null());
    assert_eq!(content(&doc), content(&in_force));

    // asked again, amended: in force, under the same decision reference and status
    amended["operationsNumber"] = json!(500);
    ok(&trader, &id, "request-amendment", amended).await;
    ok(
        &officer,
        &id,
        "amend",
        json!({"optionalReasons": "Accepted"}),
    )
    .await;
    let doc = document(&trader, &id).await;
    assert_eq!(doc["documentStatus"], "ACTIVE");
    assert_eq!(doc["operationsNumber"], 500);
    assert!(doc["requestedAmendment"].is_null());
    assert_eq!(doc["decision"]["referenceNumber"], reference.as_str());
    assert_eq!(
        doc["registrationReference"],
        in_force["registrationReference"]
    );
    let actions: Vec<String> = doc["history"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["action"].as_str().map(str::to_owned))
        .collect();
    for step in ["request-amendment", "refuse-amendment", "amend"] {
        assert!(
            actions.iter().any(|a| a == step),
            "{step} recorded: {actions:?}"
        );
    }
}

crate::on_both_stores!(the_holder_s_amendment_waits_beside_the_decision_until_the_office_decides);
