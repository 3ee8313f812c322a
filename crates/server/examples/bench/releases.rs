//! Section 5 of `make bench` (issue 6): 100 declarations released at the same moment against
//! one guarantee, over HTTP. The guarantee (an accepted g01, created in the store) covers 80 of
//! them: the figures are the time for the 100 releases to settle, how many were released
//! (IE029) and how many went under guarantee amendment for the balance (IE055, G09), and that
//! the balance left is exact to the cent.

use std::time::Instant;

use serde_json::{json, Value};
use vama_rules::{
    g01::testing::{amount, office, party, GuaranteeBuilder},
    t01::generate::{generate_with, Options},
    values::{CodeRef, Decimal},
    Ctx,
};
use vama_server::{demo, state::AppState};
use vama_store::{DocSummary, NewDocument};

use super::movements::sign_in;

const RELEASES: usize = 100;
const COVERED: i64 = 80;
/// 12.34 EUR each.
const EACH_CENTS: i64 = 1234;
const GRN: &str = "24GB0000010000295";

pub async fn releases(state: &AppState, base: &str) {
    let mut g = GuaranteeBuilder::valid_comprehensive()
        .with(|g| {
            g.grn = Some(GRN.into());
            g.applicant = Some(party(demo::TRADER_EORI, "Demo Trader"));
            g.customs_office = Some(office(demo::DEPARTURE_OFFICE));
            g.amount = Some(Decimal::from_cents(EACH_CENTS * COVERED + 5));
            g.currency = Some(CodeRef::new("EUR", "Euro"));
            g.master_code = Some("AB12".into());
            g.start_date = Some("2000-01-01".into());
            g.end_date = Some("2099-12-31".into());
        })
        .build();
    state.codes.seal_codes(&mut g);
    state
        .store
        .create_document(NewDocument {
            kind: "g01".into(),
            status: "ACCEPTED".into(),
            summary: DocSummary {
                issued_reference: Some(GRN.into()),
                holder_eori: Some(demo::TRADER_EORI.into()),
                ..DocSummary::default()
            },
            filer_eori: None,
            created_by: "bench".into(),
            body: serde_json::to_string(&g).unwrap(),
            now_ms: state.clock.now_ms(),
        })
        .await
        .unwrap();
    let trader = sign_in(base, "trader").await;
    let officer = sign_in(base, "officer").await;
    let mut ctx = Ctx::example();
    ctx.user.eori = Some(demo::TRADER_EORI.into());
    let mut accepted = Vec::with_capacity(RELEASES);
    for i in 0..RELEASES {
        let mut d =
            serde_json::to_value(generate_with(&Options::new(i as u64, 1, 1).for_ctx(&ctx)))
                .unwrap();
        d["departureOffice"] = json!({"code": demo::DEPARTURE_OFFICE});
        d["destinationOffice"] = json!({"code": demo::DESTINATION_OFFICE});
        d["guarantees"] = json!([{"sequence": 1, "type": {"code": "1"},
            "guaranteeReferences": [{"sequence": 1, "grn": GRN, "accessCode": "AB12",
                "coveredAmount": amount("12.34"), "currency": {"code": "EUR"}}]}]);
        let submitted = trader.post(format!("{base}/v1/t01/submit"), &d).await;
        let id = submitted["id"].as_str().unwrap().to_owned();
        let answer = officer
            .post(
                format!("{base}/v1/t01/{id}/accept"),
                &json!({"version": submitted["version"]}),
            )
            .await;
        accepted.push((id, answer["version"].clone()));
    }
    let started = Instant::now();
    let tasks: Vec<_> = accepted
        .into_iter()
        .map(|(id, version)| {
            let (officer, base) = (officer.clone(), base.to_owned());
            tokio::spawn(async move {
                let answer: Value = officer
                    .post(
                        format!("{base}/v1/t01/{id}/movement-release"),
                        &json!({"version": version}),
                    )
                    .await;
                answer["messageType"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned()
            })
        })
        .collect();
    let mut released = 0;
    let mut refused = 0;
    for t in tasks {
        match t.await.unwrap().as_str() {
            "IE029" => released += 1,
            "IE055" => refused += 1,
            other => panic!("a release answered {other}"),
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let account = state.store.guarantee_account(GRN).await.unwrap().unwrap();
    let exact = account.balance_cents == EACH_CENTS * COVERED + 5 - EACH_CENTS * released;
    println!(
        "  guarantee: {RELEASES} concurrent releases against one guarantee settled in {:.0} ms: {released} released (IE029), {refused} under guarantee amendment (IE055 G09), balance {} EUR left ({})",
        secs * 1000.0,
        Decimal::from_cents(account.balance_cents),
        if exact && released == COVERED { "exact to the cent" } else { "WRONG" }
    );
    assert!(exact && released == COVERED && refused == RELEASES as i64 - COVERED);
}
