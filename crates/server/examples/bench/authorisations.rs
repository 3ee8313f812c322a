//! Section 8 of `make bench` (issue 'Authorisations I'): the authorisation list at N
//! applications of one kind (default 100,000; `VAMA_BENCH_AUTHORISATIONS`). Every kind has the
//! same list (one machinery, the same columns and store), so ACR stands for the sixteen.
//!
//! - a filtered page of 50 in the default sort (update date, newest first) through the HTTP
//!   API, p50/p99, beside the same query through the store alone: as `officer5` of the
//!   competent office (office and status filters) and as the demo trader (applicant and status
//!   filters);
//! - the XLSX export of the office's active decisions: exactly N/10 rows (10,000 at the
//!   default), time (median of 3) and file size, the rows read back.
//!
//! The seeded applications: five competent offices (row i at office i mod 5), the statuses in
//! a cycle of 10 with ACTIVE 5 times (row i at step i/5), so the competent office holds N/5
//! applications of which N/10 are active (N a multiple of 50).

use std::time::Instant;

use serde_json::json;
use vama_rules::authorisation::workflow::*;
use vama_server::{demo, state::AppState};
use vama_store::*;

use super::{
    criterion,
    guarantees::{holder, read_back, seed_with},
    list_query, measure_page,
    movements::sign_in,
    pct, search, search_url,
};

const KIND: &str = "acr";

/// The headquarters first: its officer is `officer5`.
const OFFICES: [&str; 5] = [
    demo::HEADQUARTERS,
    "MD110000",
    "MD120000",
    "MD130000",
    "MD140000",
];

/// Half active; the rest through the other statuses of the customs-decisions lifecycle.
const STATUS_CYCLE: [&str; 10] = [
    ACTIVE, SUBMITTED, ACTIVE, ACCEPTED, ACTIVE, STORED, ACTIVE, SUSPENDED, ACTIVE, EXPIRED,
];

fn status(i: u64) -> &'static str {
    STATUS_CYCLE[((i / 5) % 10) as usize]
}

/// Application `i` with its list columns as the machinery writes them.
fn application(i: u64, now_ms: i64) -> NewDocument {
    let status = status(i);
    let (eori, name) = holder(i);
    let office = OFFICES[(i % 5) as usize];
    let decided = matches!(status, ACTIVE | SUSPENDED | EXPIRED);
    let reference = decided.then(|| format!("MDACR2026{:06}", i % 1_000_000));
    let end_date = decided.then(|| format!("20{}-{:02}-{:02}", 27 + i % 3, 1 + i % 12, 1 + i % 28));
    let body = json!({
        "decisionType": {"code": "ACR", "name": "Authorised consignor"},
        "applicant": {"EORINumber": eori, "name": name},
        "ca": {"code": office},
        "guaranteeIndicator": true,
        "cguDecisionReference": "MDCGU2026000001",
    });
    NewDocument {
        kind: KIND.into(),
        status: status.into(),
        summary: DocSummary {
            type_code: Some("ACR".into()),
            reference: Some(format!("ACR2611{i:010}")),
            issued_reference: reference,
            holder_eori: Some(eori.clone()),
            holder_name: Some(name),
            customs_office: Some(office.into()),
            submitted_on: (status != STORED)
                .then(|| format!("2026-{:02}-{:02}", 1 + i % 12, 1 + i % 28)),
            decided_on: decided.then(|| format!("2026-{:02}-{:02}", 1 + i % 12, 1 + i % 28)),
            end_date,
            ..DocSummary::default()
        },
        filer_eori: Some(eori),
        created_by: "bench".into(),
        body: body.to_string(),
        now_ms,
    }
}

pub async fn authorisations(state: &AppState, base: &str, n: u64) {
    seed_with(&state.store, n, "ACR applications", application).await;
    let path = format!("/v1/{KIND}/search");
    let officer = sign_in(base, "officer5").await;
    measure_page(
        &state.store,
        &officer.client,
        &search_url(
            base,
            &path,
            &search(vec![
                criterion("customsOffice", demo::HEADQUARTERS),
                criterion("status", ACTIVE),
            ]),
        ),
        &list_query(
            KIND,
            // officer5's offices, as the API sees them
            Access::Officer {
                offices: vec![demo::HEADQUARTERS.into(), demo::GUARANTEE_OFFICE.into()],
            },
            vec![
                Filter::Eq(ListField::CustomsOffice, demo::HEADQUARTERS.into()),
                Filter::Eq(ListField::Status, ACTIVE.into()),
            ],
        ),
        "authorisation list page of 50, officer5 (office and status filters, newest first)",
    )
    .await;
    let trader = sign_in(base, "trader").await;
    measure_page(
        &state.store,
        &trader.client,
        &search_url(
            base,
            &path,
            &search(vec![
                criterion("applicantEori", demo::TRADER_EORI),
                criterion("status", ACTIVE),
            ]),
        ),
        &list_query(
            KIND,
            Access::Trader {
                eori: demo::TRADER_EORI.into(),
            },
            vec![
                Filter::Eq(ListField::HolderEori, demo::TRADER_EORI.into()),
                Filter::Eq(ListField::Status, ACTIVE.into()),
            ],
        ),
        "authorisation list page of 50, trader (applicant and status filters, newest first)",
    )
    .await;
    let q = search(vec![
        criterion("customsOffice", demo::HEADQUARTERS),
        criterion("status", ACTIVE),
    ]);
    let url = search_url(base, &format!("/v1/{KIND}/export-list"), &q);
    let mut ms = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        let res = officer.client.get(&url).send().await.unwrap();
        assert!(res.status().is_success(), "export: {}", res.status());
        bytes = res.bytes().await.unwrap().to_vec();
        ms.push(t.elapsed().as_secs_f64() * 1e3);
    }
    ms.sort_by(f64::total_cmp);
    let size = bytes.len();
    let rows = read_back(bytes);
    println!(
        "  authorisation export (officer5, office and status ACTIVE): {rows} rows in {:.0} ms (median of 3), {:.2} MB ({size} bytes)",
        pct(&ms, 0.5),
        size as f64 / 1e6
    );
    assert_eq!(rows as u64, n / 10, "the export holds the selected rows");
}
