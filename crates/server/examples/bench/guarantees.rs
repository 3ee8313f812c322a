//! Section 6 of `make bench` (issue 6): the guarantee list at N guarantees (default 100,000;
//! `VAMA_BENCH_GUARANTEES`).
//!
//! - a filtered page of 50 in the default sort (update date, newest first) through the HTTP
//!   API, p50/p99, beside the same query through the store alone: as `officer4` of the
//!   guarantee office (customs office filter; the office's guarantees once lodged) and as the
//!   demo trader (applicant and status filters; the trader's own guarantees);
//! - the XLSX export of the officer's accepted guarantees: exactly N/10 rows (10,000 at the
//!   default), time (median of 3) and file size, the rows read back.
//!
//! The seeded guarantees: five customs offices of guarantee (row i at office i mod 5), the
//! statuses in a cycle of 20 with ACCEPTED 10 times and STORED twice (row i at step i/5), so
//! the guarantee office holds N/5 guarantees of which N/10 are accepted (N a multiple of 100).

use std::{io::Cursor, time::Instant};

use calamine::{open_workbook_from_rs, Reader, Xlsx};
use vama_rules::{
    g01::{
        testing::{office, party, GuaranteeBuilder},
        workflow::*,
    },
    values::{Decimal, Grn},
};
use vama_server::{demo, state::AppState};
use vama_store::*;

use super::{criterion, list_query, measure_page, movements::sign_in, pct, search, search_url};

/// The demo's guarantee office first: its officer is `officer4`.
const OFFICES: [&str; 5] = [
    demo::GUARANTEE_OFFICE,
    "MD910000",
    "MD920000",
    "MD930000",
    "MD940000",
];

/// Half accepted; the rest through every other status of the workflow.
const STATUS_CYCLE: [&str; 20] = [
    STORED,
    REGISTERED,
    ACCEPTED,
    ACCEPTED,
    REGISTERED_MODIFIED,
    ACCEPTED,
    REJECTED,
    ACCEPTED,
    SUSPENDED,
    ACCEPTED,
    STORED,
    ACCEPTED,
    REVOKED,
    ACCEPTED,
    WITHDRAWN,
    ACCEPTED,
    EXPIRED,
    ACCEPTED,
    REGISTERED,
    ACCEPTED,
];

const TYPES: [&str; 8] = ["0", "1", "2", "3", "4", "5", "9", "B"];

fn status(i: u64) -> &'static str {
    STATUS_CYCLE[((i / 5) % 20) as usize]
}

/// One document in a thousand is the demo trader's: at a different place in each thousand, so
/// that its documents spread over the offices and the statuses (also the authorisations').
pub fn holder(i: u64) -> (String, String) {
    if i % 1000 == (i / 1000) % 1000 {
        (demo::TRADER_EORI.into(), "Vama Demo Trader SRL".into())
    } else {
        let n = i % 997;
        (
            format!("MD{:013}", 1_000_000 + n),
            format!("Trader {n} SRL"),
        )
    }
}

/// Guarantee `i`: the stored document (body and list columns, as the kind writes them).
fn guarantee(i: u64, now_ms: i64) -> NewDocument {
    let status = status(i);
    let ty = TYPES[(i % 8) as usize];
    let (eori, name) = holder(i);
    let cents = 1_000_000 + (i as i64 * 7919) % 50_000_000;
    let amount = Decimal::from_cents(cents);
    // A balance is kept once the guarantee is accepted; some of it used.
    let accepted = matches!(status, ACCEPTED | SUSPENDED | REVOKED | EXPIRED);
    let balance = accepted.then(|| Decimal::from_cents(cents - (i as i64 * 31) % cents));
    let voucher = (ty == "4").then(|| format!("V{:06}", i % 1_000_000));
    let grn = accepted.then(|| {
        Grn::allocate(24, "MD", &format!("{i:012}"), voucher.as_deref())
            .expect("a GRN")
            .to_string()
    });
    let end_date = format!("20{}-{:02}-{:02}", 26 + i % 4, 1 + i % 12, 1 + i % 28);
    let storage_reference = format!("G01S2611{i:08}");
    let customs_office = OFFICES[(i % 5) as usize];
    let body = GuaranteeBuilder::valid_comprehensive()
        .with(|g| {
            g.customs_office = Some(office(customs_office));
            g.applicant = Some(party(&eori, &name));
            g.amount = Some(amount);
            g.balance = balance;
            g.grn = grn.clone();
            g.end_date = Some(end_date.clone());
            if let Some(t) = g.guarantee_type.as_mut() {
                t.code = ty.into();
            }
            g.voucher_number = voucher.clone();
        })
        .build();
    NewDocument {
        kind: "g01".into(),
        status: status.into(),
        summary: DocSummary {
            holder_eori: Some(eori.clone()),
            holder_name: Some(name),
            issued_reference: grn,
            customs_office: Some(customs_office.into()),
            other_reference: Some(storage_reference),
            type_code: Some(ty.into()),
            amount: Some(amount.to_string()),
            balance: balance.map(|b| b.to_string()),
            end_date: Some(end_date),
            ..DocSummary::default()
        },
        filer_eori: Some(eori),
        created_by: "bench".into(),
        body: serde_json::to_string(&body).expect("a guarantee body"),
        now_ms,
    }
}

/// Seeds `n` documents `make(i, time)` in batches of 5,000, then refreshes the planner's
/// statistics; prints how long it took.
pub async fn seed_with(store: &Store, n: u64, what: &str, make: impl Fn(u64, i64) -> NewDocument) {
    let t = Instant::now();
    let start = 1_700_000_000_000;
    let mut i = 0;
    while i < n {
        let batch: Vec<NewDocument> = (i..(i + 5000).min(n))
            .map(|j| make(j, start + j as i64))
            .collect();
        store.bulk_insert_documents(&batch).await.expect("seed");
        i += 5000;
    }
    store.refresh_statistics().await.expect("analyze");
    println!("  seeded {n} {what} in {:.1} s", t.elapsed().as_secs_f64());
}

/// The officer's accepted guarantees as a workbook, 3 times: (median ms, bytes, data rows).
async fn export(base: &str, client: &reqwest::Client) -> (f64, usize, usize) {
    let q = search(vec![
        criterion("customsOffice", demo::GUARANTEE_OFFICE),
        criterion("status", ACCEPTED),
    ]);
    let url = search_url(base, "/v1/g01/export-list", &q);
    let mut ms = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        let res = client.get(&url).send().await.unwrap();
        assert!(res.status().is_success(), "export: {}", res.status());
        bytes = res.bytes().await.unwrap().to_vec();
        ms.push(t.elapsed().as_secs_f64() * 1e3);
    }
    ms.sort_by(f64::total_cmp);
    let size = bytes.len();
    (pct(&ms, 0.5), size, read_back(bytes))
}

/// The data rows of an exported list's workbook, read back (its header row not counted).
pub fn read_back(bytes: Vec<u8>) -> usize {
    let mut book: Xlsx<_> = open_workbook_from_rs(Cursor::new(bytes)).expect("an XLSX file");
    let rows = book
        .worksheet_range("Export")
        .expect("the Export sheet")
        .height();
    rows - 1
}

pub async fn guarantees(state: &AppState, base: &str, n: u64) {
    seed_with(&state.store, n, "guarantees", guarantee).await;
    let officer = sign_in(base, "officer4").await;
    let office = criterion("customsOffice", demo::GUARANTEE_OFFICE);
    measure_page(
        &state.store,
        &officer.client,
        &search_url(base, "/v1/g01/search", &search(vec![office])),
        &list_query(
            "g01",
            Access::Officer {
                offices: vec![demo::GUARANTEE_OFFICE.into()],
            },
            vec![Filter::Eq(
                ListField::CustomsOffice,
                demo::GUARANTEE_OFFICE.into(),
            )],
        ),
        "guarantee list page of 50, officer4 (customs office filter, newest first)",
    )
    .await;
    let trader = sign_in(base, "trader").await;
    let q = search(vec![
        criterion("applicantEori", demo::TRADER_EORI),
        criterion("status", ACCEPTED),
    ]);
    measure_page(
        &state.store,
        &trader.client,
        &search_url(base, "/v1/g01/search", &q),
        &list_query(
            "g01",
            Access::Trader {
                eori: demo::TRADER_EORI.into(),
            },
            vec![
                Filter::Eq(ListField::HolderEori, demo::TRADER_EORI.into()),
                Filter::Eq(ListField::Status, ACCEPTED.into()),
            ],
        ),
        "guarantee list page of 50, trader (applicant and status filters, newest first)",
    )
    .await;
    let (ms, size, rows) = export(base, &officer.client).await;
    println!(
        "  guarantee export (officer4, office and status ACCEPTED): {rows} rows in {ms:.0} ms (median of 3), {:.2} MB ({size} bytes)",
        size as f64 / 1e6
    );
    assert_eq!(rows as u64, n / 10, "the export holds the selected rows");
}
