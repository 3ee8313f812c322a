//! The store's conformance suite: every test runs on SQLite and on PostgreSQL
//! (`sqlite::<name>` and `postgres::<name>`). See `support/mod.rs` for the databases used.

mod support;

use std::collections::HashSet;

use vama_store::*;

conformance!(
    versions_are_numbered_one_two_three_and_old_bodies_never_change,
    a_stale_version_is_refused_and_nothing_is_written,
    of_concurrent_stores_from_one_version_exactly_one_wins,
    storing_a_missing_document_is_not_found,
    a_five_megabyte_body_is_stored_and_read_back_intact,
    traders_see_documents_they_hold_or_filed_and_nothing_else,
    agents_see_only_documents_they_filed,
    an_agent_no_longer_sees_what_it_filed_for_a_trader_it_stopped_representing,
    officers_see_documents_of_their_offices_only,
    offices_en_route_see_released_documents_naming_them_and_follow_each_version,
    an_invisible_document_behaves_as_missing_for_every_operation,
    each_filter_operation_selects_the_expected_rows,
    contains_is_case_insensitive_and_treats_wildcards_literally,
    bad_filter_values_are_reported_as_bad_queries,
    pages_in_both_directions_cover_every_row_once_despite_ties_and_nulls,
    a_traders_pages_cover_held_and_filed_documents_once,
    deleting_a_document_removes_its_versions_and_actions,
    actions_are_listed_oldest_first,
    attachments_are_kept_with_their_document_and_only_shown_to_who_may_see_it,
    an_action_for_a_missing_document_is_not_found,
    a_user_name_can_be_taken_only_once,
    sessions_are_created_touched_deleted_and_expire_when_idle,
    login_failures_are_counted_within_the_window_and_cleared,
    replacing_a_catalog_twice_keeps_only_the_second_set,
    a_duplicate_catalog_code_changes_nothing,
    a_hundred_thousand_catalog_rows_are_replaced_in_seconds,
    bulk_inserted_documents_are_listed_at_version_one,
    statistics_refreshed_after_a_bulk_load_leave_lists_and_reads_as_they_were,
    a_traders_first_page_is_read_from_indexes,
    the_message_log_keeps_each_messages_xml_and_serves_it_only_on_request,
    an_sso_sign_in_under_way_is_taken_once_and_their_number_is_bounded,
    two_first_sso_sign_ins_of_one_subject_at_once_make_one_user,
    templates_are_each_users_own_replaced_by_name_and_bounded,
    a_documents_view_shows_every_write_to_its_versions_log_messages_and_timers,
);

// ---------------------------------------------------------------------------------------------
// Builders

fn doc(kind: &str, status: &str, now_ms: i64) -> NewDocument {
    NewDocument {
        kind: kind.into(),
        status: status.into(),
        summary: DocSummary::default(),
        filer_eori: None,
        created_by: "alice".into(),
        body: format!(r#"{{"status":"{status}"}}"#),
        now_ms,
    }
}

fn held_by(mut d: NewDocument, holder: &str) -> NewDocument {
    d.summary.holder_eori = Some(holder.into());
    d
}

fn filed_by(mut d: NewDocument, filer: &str) -> NewDocument {
    d.filer_eori = Some(filer.into());
    d
}

fn offices(mut d: NewDocument, departure: &str, destination: &str) -> NewDocument {
    d.summary.office_of_departure = Some(departure.into());
    d.summary.office_of_destination = Some(destination.into());
    d
}

fn version(expected: i64, body: &str, now_ms: i64) -> NewVersion {
    NewVersion {
        expected_version: expected,
        status: "draft".into(),
        summary: DocSummary::default(),
        created_by: "bob".into(),
        body: body.into(),
        now_ms,
    }
}

fn query(kind: &str, access: Access) -> ListQuery {
    ListQuery {
        kind: kind.into(),
        access,
        filters: vec![],
        sort: ListField::UpdatedAt,
        direction: Direction::Desc,
        after: None,
        limit: 200,
    }
}

fn trader(eori: &str) -> Access {
    Access::Trader { eori: eori.into() }
}

/// An agent representing the trader `T1`.
fn agent(eori: &str) -> Access {
    Access::Agent {
        eori: eori.into(),
        holders: vec![eori.into(), "T1".into()],
    }
}

fn officer(office: &str) -> Access {
    Access::Officer {
        offices: vec![office.into()],
    }
}

/// Every page of `q`, checking each is at most `q.limit` long; the ids in order.
async fn all_pages(store: &Store, mut q: ListQuery) -> Vec<String> {
    let mut ids = Vec::new();
    for _ in 0..1000 {
        let page = store.list(&q).await.expect("list");
        assert!(page.items.len() <= q.limit as usize);
        ids.extend(page.items.iter().map(|i| i.id.clone()));
        match page.next {
            Some(c) => q.after = Some(c),
            None => return ids,
        }
    }
    panic!("paging does not end");
}

async fn ids_of(store: &Store, q: ListQuery) -> HashSet<String> {
    let ids = all_pages(store, q).await;
    let set: HashSet<String> = ids.iter().cloned().collect();
    assert_eq!(set.len(), ids.len(), "a row was listed twice");
    set
}

fn set(ids: &[&String]) -> HashSet<String> {
    ids.iter().map(|s| (*s).clone()).collect()
}

// ---------------------------------------------------------------------------------------------
// Versions

async fn versions_are_numbered_one_two_three_and_old_bodies_never_change(store: Store) {
    let (id, v1) = store
        .create_document(doc("t01", "draft", 1000))
        .await
        .unwrap();
    assert_eq!(v1, 1);
    assert_eq!(id.len(), 36, "a UUID in text form");
    let v2 = store
        .store_version("t01", &id, &Access::All, version(1, r#"{"n":2}"#, 2000))
        .await
        .unwrap();
    let mut third = version(2, r#"{"n":3}"#, 3000);
    third.status = "submitted".into();
    third.summary.reference = Some("LRN3".into());
    let v3 = store
        .store_version("t01", &id, &Access::All, third)
        .await
        .unwrap();
    assert_eq!((v2, v3), (2, 3));

    let head = store
        .get_document("t01", &id, &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(head.version, 3);
    assert_eq!(head.current_version, 3);
    assert_eq!(head.status, "submitted");
    assert_eq!(head.body, r#"{"n":3}"#);
    assert_eq!(head.summary.reference.as_deref(), Some("LRN3"));
    assert_eq!((head.created_at_ms, head.updated_at_ms), (1000, 3000));

    let first = store
        .get_version("t01", &id, 1, &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(first.version, 1);
    assert_eq!(first.current_version, 3);
    assert_eq!(
        first.status, "draft",
        "a history row carries its own status"
    );
    assert_eq!(first.body, r#"{"status":"draft"}"#);
    let second = store
        .get_version("t01", &id, 2, &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(second.body, r#"{"n":2}"#);
    assert!(store
        .get_version("t01", &id, 4, &Access::All)
        .await
        .unwrap()
        .is_none());

    let history = store.list_versions("t01", &id, &Access::All).await.unwrap();
    let numbers: Vec<(i64, &str, &str, i64)> = history
        .iter()
        .map(|v| {
            (
                v.version,
                v.status.as_str(),
                v.created_by.as_str(),
                v.created_at_ms,
            )
        })
        .collect();
    assert_eq!(
        numbers,
        vec![
            (1, "draft", "alice", 1000),
            (2, "draft", "bob", 2000),
            (3, "submitted", "bob", 3000)
        ]
    );
    // The kind is part of the address.
    assert!(store
        .get_document("g01", &id, &Access::All)
        .await
        .unwrap()
        .is_none());
}

async fn a_stale_version_is_refused_and_nothing_is_written(store: Store) {
    let (id, _) = store
        .create_document(doc("t01", "draft", 1000))
        .await
        .unwrap();
    store
        .store_version("t01", &id, &Access::All, version(1, r#"{"n":2}"#, 2000))
        .await
        .unwrap();
    let mut stale = version(1, r#"{"stale":true}"#, 3000);
    stale.status = "submitted".into();
    let err = store
        .store_version("t01", &id, &Access::All, stale)
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::Conflict { current: 2 }),
        "{err:?}"
    );

    let head = store
        .get_document("t01", &id, &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (head.version, head.status.as_str(), head.body.as_str()),
        (2, "draft", r#"{"n":2}"#)
    );
    assert_eq!(head.updated_at_ms, 2000);
    assert_eq!(
        store
            .list_versions("t01", &id, &Access::All)
            .await
            .unwrap()
            .len(),
        2
    );
    // A version from the future is stale too.
    let err = store
        .store_version("t01", &id, &Access::All, version(7, "{}", 4000))
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::Conflict { current: 2 }),
        "{err:?}"
    );
}

async fn of_concurrent_stores_from_one_version_exactly_one_wins(store: Store) {
    let (id, _) = store
        .create_document(doc("t01", "draft", 1000))
        .await
        .unwrap();
    let tasks: Vec<_> = (0..8)
        .map(|n| {
            let store = store.clone();
            let id = id.clone();
            tokio::spawn(async move {
                store
                    .store_version(
                        "t01",
                        &id,
                        &Access::All,
                        version(1, &format!("{{\"n\":{n}}}"), 2000 + n),
                    )
                    .await
            })
        })
        .collect();
    let mut wins = Vec::new();
    for t in tasks {
        match t.await.unwrap() {
            Ok(v) => wins.push(v),
            Err(StoreError::Conflict { current: 2 }) => {}
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!(wins, vec![2]);
    let history = store.list_versions("t01", &id, &Access::All).await.unwrap();
    assert_eq!(history.len(), 2);
}

async fn storing_a_missing_document_is_not_found(store: Store) {
    let err = store
        .store_version("t01", "no-such-id", &Access::All, version(1, "{}", 1))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::NotFound), "{err:?}");
    assert!(!store
        .delete_document("t01", "no-such-id", &Access::All)
        .await
        .unwrap());
}

async fn a_five_megabyte_body_is_stored_and_read_back_intact(store: Store) {
    let items: Vec<String> = (0..90_000)
        .map(|n| format!(r#"{{"goodsItemNumber":{n},"description":"Șuruburi – ñ 💡 {n}"}}"#))
        .collect();
    let body = format!(r#"{{"houseItems":[{}]}}"#, items.join(","));
    assert!(body.len() > 5_000_000);
    let (id, _) = store.create_document(doc("t01", "draft", 1)).await.unwrap();
    store
        .store_version("t01", &id, &Access::All, version(1, &body, 2))
        .await
        .unwrap();
    let head = store
        .get_document("t01", &id, &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert!(head.body == body, "the body came back changed");
}

// ---------------------------------------------------------------------------------------------
// Access

async fn traders_see_documents_they_hold_or_filed_and_nothing_else(store: Store) {
    let (held, _) = store
        .create_document(held_by(doc("t01", "draft", 1), "T1"))
        .await
        .unwrap();
    let (filed, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 2), "T2"), "T1"))
        .await
        .unwrap();
    let (both, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 3), "T1"), "T1"))
        .await
        .unwrap();
    let (other, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 4), "T2"), "A9"))
        .await
        .unwrap();
    let t1 = trader("T1");
    for id in [&held, &filed, &both] {
        assert!(store.get_document("t01", id, &t1).await.unwrap().is_some());
    }
    assert!(store
        .get_document("t01", &other, &t1)
        .await
        .unwrap()
        .is_none());
    assert_eq!(
        ids_of(&store, query("t01", t1.clone())).await,
        set(&[&held, &filed, &both])
    );
    assert_eq!(
        ids_of(&store, query("t01", trader("T2"))).await,
        set(&[&filed, &other])
    );
    assert!(ids_of(&store, query("t01", trader("T3"))).await.is_empty());
    assert!(
        ids_of(&store, query("g01", t1)).await.is_empty(),
        "another kind"
    );
}

async fn agents_see_only_documents_they_filed(store: Store) {
    let (filed, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 1), "T1"), "A1"))
        .await
        .unwrap();
    let (held, _) = store
        .create_document(held_by(doc("t01", "draft", 2), "A1"))
        .await
        .unwrap();
    let a1 = agent("A1");
    assert!(store
        .get_document("t01", &filed, &a1)
        .await
        .unwrap()
        .is_some());
    assert!(store
        .get_document("t01", &held, &a1)
        .await
        .unwrap()
        .is_none());
    assert_eq!(ids_of(&store, query("t01", a1)).await, set(&[&filed]));
}

async fn an_agent_no_longer_sees_what_it_filed_for_a_trader_it_stopped_representing(store: Store) {
    let (for_t1, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 1), "T1"), "A1"))
        .await
        .unwrap();
    let (own, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 2), "A1"), "A1"))
        .await
        .unwrap();
    let (unnamed, _) = store
        .create_document(filed_by(doc("t01", "draft", 3), "A1"))
        .await
        .unwrap();
    let alone = Access::Agent {
        eori: "A1".into(),
        holders: vec!["A1".into()],
    };
    assert!(store
        .get_document("t01", &for_t1, &alone)
        .await
        .unwrap()
        .is_none());
    assert_eq!(
        ids_of(&store, query("t01", alone)).await,
        set(&[&own, &unnamed])
    );
    assert_eq!(
        ids_of(&store, query("t01", agent("A1"))).await,
        set(&[&for_t1, &own, &unnamed])
    );
}

async fn officers_see_documents_of_their_offices_only(store: Store) {
    let (departs, _) = store
        .create_document(offices(doc("t01", "draft", 1), "RO1", "DE1"))
        .await
        .unwrap();
    let (arrives, _) = store
        .create_document(offices(doc("t01", "draft", 2), "DE2", "RO1"))
        .await
        .unwrap();
    let (both, _) = store
        .create_document(offices(doc("t01", "draft", 3), "RO1", "RO1"))
        .await
        .unwrap();
    let (elsewhere, _) = store
        .create_document(offices(doc("t01", "draft", 4), "DE1", "DE2"))
        .await
        .unwrap();
    let ro1 = officer("RO1");
    assert!(store
        .get_document("t01", &arrives, &ro1)
        .await
        .unwrap()
        .is_some());
    assert!(store
        .get_document("t01", &elsewhere, &ro1)
        .await
        .unwrap()
        .is_none());
    assert_eq!(
        ids_of(&store, query("t01", ro1)).await,
        set(&[&departs, &arrives, &both])
    );
    assert_eq!(
        ids_of(&store, query("t01", officer("DE2"))).await,
        set(&[&arrives, &elsewhere])
    );
    // An officer of two offices sees the documents of either, and no others.
    let (decided_at_hq, _) = store
        .create_document(NewDocument {
            summary: DocSummary {
                customs_office: Some("HQ1".into()),
                ..DocSummary::default()
            },
            ..doc("acr", "SUBMITTED", 5)
        })
        .await
        .unwrap();
    let two = Access::Officer {
        offices: vec!["HQ1".into(), "DE1".into()],
    };
    assert!(store
        .get_document("acr", &decided_at_hq, &two)
        .await
        .unwrap()
        .is_some());
    assert_eq!(
        ids_of(&store, query("t01", two.clone())).await,
        set(&[&departs, &elsewhere])
    );
    assert_eq!(
        ids_of(&store, query("acr", two)).await,
        set(&[&decided_at_hq])
    );
    let none = Access::Officer { offices: vec![] };
    assert!(ids_of(&store, query("t01", none)).await.is_empty());
}

fn en_route(office: &str) -> Access {
    Access::EnRoute {
        offices: vec![office.into()],
        statuses: &["RELEASED"],
    }
}

fn via(mut d: NewDocument, offices: &[&str]) -> NewDocument {
    d.summary.offices_en_route = offices.iter().map(|o| o.to_string()).collect();
    d
}

async fn offices_en_route_see_released_documents_naming_them_and_follow_each_version(store: Store) {
    let (released, _) = store
        .create_document(via(doc("t01", "RELEASED", 1), &["RO9", "HU1", "RO9"]))
        .await
        .unwrap();
    let (draft, _) = store
        .create_document(via(doc("t01", "draft", 2), &["RO9"]))
        .await
        .unwrap();
    let (elsewhere, _) = store
        .create_document(via(doc("t01", "RELEASED", 3), &["HU1"]))
        .await
        .unwrap();
    let ro9 = en_route("RO9");
    assert!(store
        .get_document("t01", &released, &ro9)
        .await
        .unwrap()
        .is_some());
    // Not released yet, or not naming the office: as if missing.
    for id in [&draft, &elsewhere] {
        assert!(store.get_document("t01", id, &ro9).await.unwrap().is_none());
    }
    assert_eq!(
        ids_of(&store, query("t01", ro9.clone())).await,
        set(&[&released])
    );
    assert_eq!(
        ids_of(&store, query("t01", en_route("HU1"))).await,
        set(&[&released, &elsewhere])
    );
    // A new version that no longer names RO9 takes the record away from it.
    let v = NewVersion {
        expected_version: 1,
        status: "RELEASED".into(),
        summary: via(doc("t01", "RELEASED", 4), &["HU1"]).summary,
        created_by: "alice".into(),
        body: "{}".into(),
        now_ms: 4,
    };
    store
        .store_version("t01", &released, &Access::All, v)
        .await
        .unwrap();
    assert!(ids_of(&store, query("t01", ro9)).await.is_empty());
}

async fn an_invisible_document_behaves_as_missing_for_every_operation(store: Store) {
    let (id, _) = store
        .create_document(filed_by(held_by(doc("t01", "draft", 1), "T1"), "A1"))
        .await
        .unwrap();
    for who in [trader("T2"), agent("A2"), officer("RO1")] {
        assert!(store
            .get_document("t01", &id, &who)
            .await
            .unwrap()
            .is_none());
        assert!(store
            .get_version("t01", &id, 1, &who)
            .await
            .unwrap()
            .is_none());
        assert!(store
            .list_versions("t01", &id, &who)
            .await
            .unwrap()
            .is_empty());
        let err = store
            .store_version("t01", &id, &who, version(1, "{}", 2))
            .await
            .unwrap_err();
        assert!(matches!(err, StoreError::NotFound), "{err:?}");
        // Even with a stale version: no hint that the document exists.
        let err = store
            .store_version("t01", &id, &who, version(5, "{}", 2))
            .await
            .unwrap_err();
        assert!(matches!(err, StoreError::NotFound), "{err:?}");
        assert!(!store.delete_document("t01", &id, &who).await.unwrap());
    }
    let head = store
        .get_document("t01", &id, &agent("A1"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(head.version, 1);
    // Visible ones may store.
    assert_eq!(
        store
            .store_version("t01", &id, &trader("T1"), version(1, "{}", 3))
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        store
            .store_version("t01", &id, &agent("A1"), version(2, "{}", 4))
            .await
            .unwrap(),
        3
    );
}

// ---------------------------------------------------------------------------------------------
// Lists

struct Seeded {
    ids: Vec<String>,
}

/// Five documents with varied columns: (status, lrn, holder_name, updated_at).
async fn seed_for_filters(store: &Store) -> Seeded {
    let rows: [(&str, Option<&str>, Option<&str>, i64); 5] = [
        ("draft", Some("LRN-A"), Some("Alpha SRL"), 100),
        ("submitted", Some("LRN-B"), Some("Beta GmbH"), 200),
        ("draft", None, None, 300),
        ("released", Some("lrn-c"), Some("gamma sa"), 400),
        ("submitted", Some(""), Some("ALPHABET"), 500),
    ];
    let mut ids = Vec::new();
    for (status, lrn, name, t) in rows {
        let mut d = doc("t01", status, t);
        d.summary.reference = lrn.map(String::from);
        d.summary.holder_name = name.map(String::from);
        ids.push(store.create_document(d).await.unwrap().0);
    }
    // Another kind that must never show up.
    store
        .create_document(doc("g01", "draft", 100))
        .await
        .unwrap();
    Seeded { ids }
}

async fn filtered(store: &Store, filters: Vec<Filter>) -> HashSet<String> {
    let mut q = query("t01", Access::All);
    q.filters = filters;
    q.limit = 2;
    ids_of(store, q).await
}

async fn each_filter_operation_selects_the_expected_rows(store: Store) {
    let s = seed_for_filters(&store).await;
    let id = |n: usize| &s.ids[n];
    use Filter::*;
    use ListField::*;
    let cases: Vec<(Vec<Filter>, HashSet<String>)> = vec![
        (vec![Eq(Status, "draft".into())], set(&[id(0), id(2)])),
        (
            vec![Neq(Status, "draft".into())],
            set(&[id(1), id(3), id(4)]),
        ),
        (
            vec![Neq(Reference, "LRN-A".into())],
            set(&[id(1), id(2), id(3), id(4)]),
        ),
        (
            vec![In(Status, vec!["draft".into(), "released".into()])],
            set(&[id(0), id(2), id(3)]),
        ),
        (vec![In(Status, vec![])], set(&[])),
        (
            vec![NotIn(Status, vec!["draft".into(), "released".into()])],
            set(&[id(1), id(4)]),
        ),
        (
            vec![NotIn(Reference, vec!["LRN-A".into(), "LRN-B".into()])],
            set(&[id(2), id(3), id(4)]),
        ),
        (
            vec![NotIn(Status, vec![])],
            set(&[id(0), id(1), id(2), id(3), id(4)]),
        ),
        (
            vec![Contains(HolderName, "alpha".into())],
            set(&[id(0), id(4)]),
        ),
        (
            vec![Contains(Reference, "LRN-".into())],
            set(&[id(0), id(1), id(3)]),
        ),
        (
            vec![Between(UpdatedAt, "200".into(), "400".into())],
            set(&[id(1), id(2), id(3)]),
        ),
        (
            vec![Between(CreatedAt, "0".into(), "100".into())],
            set(&[id(0)]),
        ),
        (
            vec![Between(Reference, "LRN-A".into(), "LRN-B".into())],
            set(&[id(0), id(1)]),
        ),
        (vec![Eq(UpdatedAt, "500".into())], set(&[id(4)])),
        (
            vec![In(CreatedAt, vec!["100".into(), "300".into()])],
            set(&[id(0), id(2)]),
        ),
        (vec![Eq(Reference, "".into())], set(&[id(4)])),
        (
            vec![
                Eq(Status, "submitted".into()),
                Contains(HolderName, "GMBH".into()),
            ],
            set(&[id(1)]),
        ),
    ];
    for (filters, expected) in cases {
        assert_eq!(
            filtered(&store, filters.clone()).await,
            expected,
            "{filters:?}"
        );
    }
}

async fn contains_is_case_insensitive_and_treats_wildcards_literally(store: Store) {
    let mut ids = Vec::new();
    for lrn in ["50%_off", "500 off", r"a\b", "AbC"] {
        let mut d = doc("t01", "draft", 1);
        d.summary.reference = Some(lrn.into());
        ids.push(store.create_document(d).await.unwrap().0);
    }
    let c = |v: &str| vec![Filter::Contains(ListField::Reference, v.into())];
    assert_eq!(filtered(&store, c("%")).await, set(&[&ids[0]]));
    assert_eq!(filtered(&store, c("%_")).await, set(&[&ids[0]]));
    assert!(
        filtered(&store, c("0_")).await.is_empty(),
        "_ is not a wildcard"
    );
    assert_eq!(filtered(&store, c(r"\")).await, set(&[&ids[2]]));
    assert_eq!(filtered(&store, c("abc")).await, set(&[&ids[3]]));
    assert_eq!(filtered(&store, c("O")).await.len(), 2);
}

async fn bad_filter_values_are_reported_as_bad_queries(store: Store) {
    for f in [
        Filter::Eq(ListField::UpdatedAt, "yesterday".into()),
        Filter::Between(ListField::CreatedAt, "1".into(), "x".into()),
        Filter::Contains(ListField::CreatedAt, "1".into()),
    ] {
        let mut q = query("t01", Access::All);
        q.filters = vec![f];
        let err = store.list(&q).await.unwrap_err();
        assert!(matches!(err, StoreError::BadQuery(_)), "{err:?}");
    }
    let mut q = query("t01", Access::All);
    q.after = Some(Cursor {
        value: Some("soon".into()),
        id: "x".into(),
    });
    assert!(matches!(
        store.list(&q).await.unwrap_err(),
        StoreError::BadQuery(_)
    ));
}

/// The expected order of rows by `(key, id)`; keys are compared the way the store does: text
/// byte-wise with NULL as "", times numerically.
fn expected_order(rows: &[ListItem], sort: ListField, direction: Direction) -> Vec<String> {
    #[derive(PartialEq, Eq, PartialOrd, Ord)]
    enum Key {
        Int(i64),
        Text(String),
    }
    let key = |r: &ListItem| match sort {
        ListField::CreatedAt => Key::Int(r.created_at_ms),
        ListField::UpdatedAt => Key::Int(r.updated_at_ms),
        ListField::Status => Key::Text(r.status.clone()),
        ListField::Reference => Key::Text(r.summary.reference.clone().unwrap_or_default()),
        ListField::HolderName => Key::Text(r.summary.holder_name.clone().unwrap_or_default()),
        ListField::HolderEori => Key::Text(r.summary.holder_eori.clone().unwrap_or_default()),
        other => panic!("not used here: {other:?}"),
    };
    let mut keyed: Vec<(Key, String)> = rows.iter().map(|r| (key(r), r.id.clone())).collect();
    keyed.sort();
    if direction == Direction::Desc {
        keyed.reverse();
    }
    keyed.into_iter().map(|(_, id)| id).collect()
}

async fn pages_in_both_directions_cover_every_row_once_despite_ties_and_nulls(store: Store) {
    // 23 documents; few distinct values so that most sort keys tie, NULLs and "" mixed in.
    let lrns = [None, Some(""), Some("A"), Some("B"), Some("a")];
    let statuses = ["draft", "submitted", "released"];
    let mut docs = Vec::new();
    for n in 0..23i64 {
        let mut d = doc("t01", statuses[(n % 3) as usize], 1000 + n % 4);
        d.summary.reference = lrns[(n % 5) as usize].map(String::from);
        d.summary.holder_name = if n % 2 == 0 {
            None
        } else {
            Some(format!("H{}", n % 3))
        };
        docs.push(d);
    }
    for d in docs {
        let (id, _) = store.create_document(d.clone()).await.unwrap();
        if d.now_ms % 2 == 0 {
            // Some updates so updated_at differs from created_at (still with ties).
            store
                .store_version(
                    "t01",
                    &id,
                    &Access::All,
                    NewVersion {
                        expected_version: 1,
                        status: d.status.clone(),
                        summary: d.summary.clone(),
                        created_by: "bob".into(),
                        body: "{}".into(),
                        now_ms: 2000 + d.now_ms % 3,
                    },
                )
                .await
                .unwrap();
        }
    }
    let everything = store.list(&query("t01", Access::All)).await.unwrap().items;
    assert_eq!(everything.len(), 23);
    for sort in [
        ListField::UpdatedAt,
        ListField::CreatedAt,
        ListField::Status,
        ListField::Reference,
        ListField::HolderName,
    ] {
        for direction in [Direction::Asc, Direction::Desc] {
            let expected = expected_order(&everything, sort, direction);
            for limit in [1, 4, 7, 23, 50] {
                let mut q = query("t01", Access::All);
                q.sort = sort;
                q.direction = direction;
                q.limit = limit;
                let got = all_pages(&store, q).await;
                assert_eq!(got, expected, "{sort:?} {direction:?} limit {limit}");
            }
        }
    }
}

async fn a_traders_pages_cover_held_and_filed_documents_once(store: Store) {
    // Held, filed and both, with tied update times, plus someone else's documents.
    let mut mine = HashSet::new();
    for n in 0..30i64 {
        let d = doc(
            "t01",
            if n % 2 == 0 { "draft" } else { "submitted" },
            100 + n % 4,
        );
        let d = match n % 4 {
            0 => held_by(d, "T1"),
            1 => filed_by(held_by(d, "T2"), "T1"),
            2 => filed_by(held_by(d, "T1"), "T1"),
            _ => filed_by(held_by(d, "T2"), "T3"),
        };
        let (id, _) = store.create_document(d).await.unwrap();
        if n % 4 != 3 {
            mine.insert(id);
        }
    }
    let everything: Vec<ListItem> = store.list(&query("t01", trader("T1"))).await.unwrap().items;
    assert_eq!(everything.len(), mine.len());
    for sort in [
        ListField::UpdatedAt,
        ListField::Status,
        ListField::HolderEori,
    ] {
        for direction in [Direction::Asc, Direction::Desc] {
            let expected = expected_order(&everything, sort, direction);
            for limit in [1, 3, 10] {
                let mut q = query("t01", trader("T1"));
                q.sort = sort;
                q.direction = direction;
                q.limit = limit;
                assert_eq!(
                    all_pages(&store, q).await,
                    expected,
                    "{sort:?} {direction:?} {limit}"
                );
            }
        }
    }
    let mut q = query("t01", trader("T1"));
    q.filters = vec![Filter::Eq(ListField::Status, "draft".into())];
    q.limit = 2;
    let drafts = ids_of(&store, q).await;
    assert_eq!(
        drafts.len(),
        15,
        "the even n below 30 (n % 4 == 3 is never even)"
    );
}

// ---------------------------------------------------------------------------------------------
// Delete and actions

fn action(name: &str, at_ms: i64) -> ActionRecord {
    ActionRecord {
        action: name.into(),
        user_name: "alice".into(),
        from_status: Some("draft".into()),
        to_status: None,
        version: Some(1),
        result: "ok".into(),
        at_ms,
    }
}

async fn deleting_a_document_removes_its_versions_and_actions(store: Store) {
    let (id, _) = store.create_document(doc("t01", "draft", 1)).await.unwrap();
    let (kept, _) = store.create_document(doc("t01", "draft", 1)).await.unwrap();
    store
        .store_version("t01", &id, &Access::All, version(1, "{}", 2))
        .await
        .unwrap();
    store
        .record_action(&id, &action("submit", 3))
        .await
        .unwrap();
    store
        .record_action(&kept, &action("submit", 3))
        .await
        .unwrap();

    assert!(
        !store
            .delete_document("g01", &id, &Access::All)
            .await
            .unwrap(),
        "wrong kind"
    );
    assert!(store
        .delete_document("t01", &id, &Access::All)
        .await
        .unwrap());
    assert!(store
        .get_document("t01", &id, &Access::All)
        .await
        .unwrap()
        .is_none());
    assert!(store
        .get_version("t01", &id, 1, &Access::All)
        .await
        .unwrap()
        .is_none());
    assert!(store
        .list_versions("t01", &id, &Access::All)
        .await
        .unwrap()
        .is_empty());
    assert!(store.list_actions(&id).await.unwrap().is_empty());
    assert!(
        !store
            .delete_document("t01", &id, &Access::All)
            .await
            .unwrap(),
        "already gone"
    );
    assert_eq!(
        ids_of(&store, query("t01", Access::All)).await,
        set(&[&kept])
    );
    assert_eq!(store.list_actions(&kept).await.unwrap().len(), 1);
}

fn attachment(name: &str, data: &[u8], now_ms: i64) -> NewAttachment {
    NewAttachment {
        name: name.into(),
        content_type: "application/pdf".into(),
        data: data.to_vec(),
        created_by: "alice".into(),
        now_ms,
    }
}

async fn attachments_are_kept_with_their_document_and_only_shown_to_who_may_see_it(store: Store) {
    let (id, _) = store
        .create_document(held_by(doc("t01", "draft", 1), "T1"))
        .await
        .unwrap();
    let t1 = trader("T1");
    let bytes: Vec<u8> = (0..=255u8).cycle().take(300_000).collect();
    let first = store
        .add_attachment("t01", &id, &t1, attachment("invoice.pdf", &bytes, 5), 10)
        .await
        .unwrap();
    let second = store
        .add_attachment("t01", &id, &t1, attachment("b.pdf", b"", 6), 10)
        .await
        .unwrap();
    assert_eq!(
        (first.size, first.name.as_str(), first.created_at_ms),
        (300_000, "invoice.pdf", 5)
    );

    let listed = store.list_attachments("t01", &id, &t1).await.unwrap();
    assert_eq!(listed, vec![first.clone(), second.clone()]);
    let (info, data) = store
        .get_attachment("t01", &id, &first.id, &t1)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(info, first);
    assert!(data == bytes, "bytes changed");

    let t2 = trader("T2");
    let err = store
        .add_attachment("t01", &id, &t2, attachment("x", b"x", 7), 10)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::NotFound), "{err:?}");
    assert!(store
        .list_attachments("t01", &id, &t2)
        .await
        .unwrap()
        .is_empty());
    assert!(store
        .get_attachment("t01", &id, &first.id, &t2)
        .await
        .unwrap()
        .is_none());
    assert!(!store
        .delete_attachment("t01", &id, &first.id, &t2)
        .await
        .unwrap());
    assert!(
        store
            .get_attachment("g01", &id, &first.id, &t1)
            .await
            .unwrap()
            .is_none(),
        "kind"
    );

    assert!(store
        .delete_attachment("t01", &id, &second.id, &t1)
        .await
        .unwrap());
    assert!(!store
        .delete_attachment("t01", &id, &second.id, &t1)
        .await
        .unwrap());
    assert_eq!(
        store.list_attachments("t01", &id, &t1).await.unwrap(),
        vec![first.clone()]
    );

    assert!(store.delete_document("t01", &id, &t1).await.unwrap());
    assert!(store
        .get_attachment("t01", &id, &first.id, &Access::All)
        .await
        .unwrap()
        .is_none());
}

async fn actions_are_listed_oldest_first(store: Store) {
    let (id, _) = store.create_document(doc("t01", "draft", 1)).await.unwrap();
    let records = [
        action("b", 20),
        action("a", 10),
        action("c", 20),
        action("d", 30),
    ];
    for r in &records {
        store.record_action(&id, r).await.unwrap();
    }
    let mut full = action("e", 40);
    full.to_status = Some("submitted".into());
    full.version = None;
    store.record_action(&id, &full).await.unwrap();
    let got: Vec<String> = store
        .list_actions(&id)
        .await
        .unwrap()
        .into_iter()
        .map(|a| a.action)
        .collect();
    assert_eq!(got, ["a", "b", "c", "d", "e"]);
    assert_eq!(store.list_actions(&id).await.unwrap()[4], full);
}

async fn an_action_for_a_missing_document_is_not_found(store: Store) {
    let err = store
        .record_action("nope", &action("a", 1))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::NotFound), "{err:?}");
}

// ---------------------------------------------------------------------------------------------
// Users, sessions, login failures

fn user(name: &str) -> NewUser {
    NewUser {
        username: name.into(),
        password_hash: "$argon2id$...".into(),
        user_type: "trader".into(),
        display_name: "Ana Pop".into(),
        eori: Some("RO123".into()),
        linked_eoris: vec!["RO1".into(), "RO2".into()],
        customs_offices: vec![],
        permissions: vec!["g01-read".into()],
    }
}

async fn a_user_name_can_be_taken_only_once(store: Store) {
    let id = store.create_user(user("ana")).await.unwrap();
    let other = store.create_user(user("ion")).await.unwrap();
    assert_ne!(id, other);
    let err = store.create_user(user("ana")).await.unwrap_err();
    assert!(matches!(err, StoreError::Duplicate(_)), "{err:?}");

    let ana = store.user_by_name("ana").await.unwrap().unwrap();
    assert_eq!(ana.id, id);
    assert_eq!(ana.linked_eoris, vec!["RO1", "RO2"]);
    assert_eq!(ana.permissions, vec!["g01-read"]);
    assert_eq!(ana.eori.as_deref(), Some("RO123"));
    assert!(ana.customs_offices.is_empty());
    assert_eq!(store.user_by_id(id).await.unwrap(), Some(ana));
    assert!(store.user_by_name("nobody").await.unwrap().is_none());
    assert!(store.user_by_id(id + 1000).await.unwrap().is_none());
}

fn session(hash: &str, user_id: i64, at: i64) -> SessionRecord {
    SessionRecord {
        token_hash: hash.into(),
        user_id,
        csrf_token: format!("csrf-{hash}"),
        created_at_ms: at,
        last_seen_ms: at,
    }
}

async fn sessions_are_created_touched_deleted_and_expire_when_idle(store: Store) {
    let uid = store.create_user(user("ana")).await.unwrap();
    store
        .create_session(&session("h1", uid, 100))
        .await
        .unwrap();
    store
        .create_session(&session("h2", uid, 100))
        .await
        .unwrap();
    store
        .create_session(&session("h3", uid, 100))
        .await
        .unwrap();
    assert_eq!(
        store.session("h1").await.unwrap(),
        Some(session("h1", uid, 100))
    );
    assert!(store.session("nope").await.unwrap().is_none());

    store.touch_session("h1", 500).await.unwrap();
    store.touch_session("h1", 400).await.unwrap(); // never backwards
    store.touch_session("nope", 500).await.unwrap();
    let h1 = store.session("h1").await.unwrap().unwrap();
    assert_eq!((h1.created_at_ms, h1.last_seen_ms), (100, 500));

    store.delete_session("h2").await.unwrap();
    assert!(store.session("h2").await.unwrap().is_none());

    assert_eq!(store.delete_sessions_idle_since(300).await.unwrap(), 1); // h3
    assert!(store.session("h3").await.unwrap().is_none());
    assert!(store.session("h1").await.unwrap().is_some());

    let err = store
        .create_session(&session("h1", uid, 1))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Duplicate(_)), "{err:?}");
    let err = store
        .create_session(&session("h9", uid + 99, 1))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::NotFound), "{err:?}");
}

async fn login_failures_are_counted_within_the_window_and_cleared(store: Store) {
    for at in [100, 200, 300, 400] {
        store.record_login_failure("ana", at).await.unwrap();
    }
    store.record_login_failure("ion", 300).await.unwrap();
    assert_eq!(store.count_login_failures("ana", 0).await.unwrap(), 4);
    assert_eq!(store.count_login_failures("ana", 300).await.unwrap(), 2);
    assert_eq!(store.count_login_failures("ana", 401).await.unwrap(), 0);
    assert_eq!(store.count_login_failures("nobody", 0).await.unwrap(), 0);
    store.clear_login_failures("ana").await.unwrap();
    assert_eq!(store.count_login_failures("ana", 0).await.unwrap(), 0);
    assert_eq!(store.count_login_failures("ion", 0).await.unwrap(), 1);
    assert_eq!(store.delete_login_failures_before(301).await.unwrap(), 1);
    assert_eq!(store.count_login_failures("ion", 0).await.unwrap(), 0);
}

// ---------------------------------------------------------------------------------------------
// Catalogs and seeding

fn entries(catalog: &str, codes: impl IntoIterator<Item = String>) -> Vec<CatalogRow> {
    codes
        .into_iter()
        .map(|code| CatalogRow {
            catalog: catalog.into(),
            data: format!(r#"{{"code":"{code}","name":"Name of {code}"}}"#),
            code,
        })
        .collect()
}

async fn replacing_a_catalog_twice_keeps_only_the_second_set(store: Store) {
    let first = entries("countries", (0..2500).map(|n| format!("C{n:04}")));
    store.replace_catalog("countries", &first).await.unwrap();
    let units = entries("units", ["KGM".to_owned(), "LTR".to_owned()]);
    store.replace_catalog("units", &units).await.unwrap();
    assert_eq!(store.catalog_count().await.unwrap(), 2502);

    let second = entries(
        "countries",
        ["RO".to_owned(), "DE".to_owned(), "FR".to_owned()],
    );
    store.replace_catalog("countries", &second).await.unwrap();
    assert_eq!(store.catalog_count().await.unwrap(), 5);
    let all = store.load_catalogs().await.unwrap();
    let got: Vec<(&str, &str)> = all
        .iter()
        .map(|r| (r.catalog.as_str(), r.code.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("countries", "DE"),
            ("countries", "FR"),
            ("countries", "RO"),
            ("units", "KGM"),
            ("units", "LTR")
        ]
    );
    assert_eq!(all[2].data, r#"{"code":"RO","name":"Name of RO"}"#);

    store.replace_catalog("units", &[]).await.unwrap();
    assert_eq!(store.catalog_count().await.unwrap(), 3);
    let err = store.replace_catalog("units", &second).await.unwrap_err();
    assert!(matches!(err, StoreError::BadQuery(_)), "{err:?}");
}

async fn a_duplicate_catalog_code_changes_nothing(store: Store) {
    store
        .replace_catalog("units", &entries("units", ["KGM".to_owned()]))
        .await
        .unwrap();
    let twice = entries("units", ["LTR".to_owned(), "LTR".to_owned()]);
    let err = store.replace_catalog("units", &twice).await.unwrap_err();
    assert!(matches!(err, StoreError::Duplicate(_)), "{err:?}");
    let all = store.load_catalogs().await.unwrap();
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].code, "KGM");
}

async fn a_hundred_thousand_catalog_rows_are_replaced_in_seconds(store: Store) {
    let rows = entries("commodities", (0..100_000).map(|n| format!("{n:08}")));
    for _ in 0..2 {
        let started = std::time::Instant::now();
        store.replace_catalog("commodities", &rows).await.unwrap();
        let took = started.elapsed();
        println!("{}: 100,000 catalog rows in {took:?}", store.backend());
        // Generous for a loaded 2-core machine and an unoptimised test build.
        assert!(took < std::time::Duration::from_secs(30), "{took:?}");
    }
    assert_eq!(store.catalog_count().await.unwrap(), 100_000);
    assert_eq!(store.load_catalogs().await.unwrap().len(), 100_000);
}

async fn statistics_refreshed_after_a_bulk_load_leave_lists_and_reads_as_they_were(store: Store) {
    let docs: Vec<NewDocument> = (0..300i64)
        .map(|n| held_by(doc("t01", "draft", n), if n % 3 == 0 { "T1" } else { "T2" }))
        .collect();
    store.bulk_insert_documents(&docs).await.unwrap();
    let q = query("t01", trader("T1"));
    let before = all_pages(&store, q.clone()).await;
    // Twice: a refresh finds the statistics of the last one (on SQLite, no value samples).
    store.refresh_statistics().await.unwrap();
    store.refresh_statistics().await.unwrap();
    assert_eq!(all_pages(&store, q).await, before);
    let row = store
        .get_document("t01", &before[0], &Access::Trader { eori: "T1".into() })
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.version, 1);
}

async fn bulk_inserted_documents_are_listed_at_version_one(store: Store) {
    let docs: Vec<NewDocument> = (0..1234i64)
        .map(|n| {
            let d = doc("t01", if n % 2 == 0 { "draft" } else { "submitted" }, n);
            held_by(d, if n % 3 == 0 { "T1" } else { "T2" })
        })
        .collect();
    store.bulk_insert_documents(&docs).await.unwrap();
    store.bulk_insert_documents(&[]).await.unwrap();
    let mut q = query("t01", trader("T1"));
    q.limit = 200;
    let ids = all_pages(&store, q.clone()).await;
    assert_eq!(ids.len(), 412);
    q.filters = vec![Filter::Eq(ListField::Status, "draft".into())];
    let page = store.list(&q).await.unwrap();
    assert_eq!(page.items.len(), 200);
    assert!(page
        .items
        .iter()
        .all(|i| i.version == 1 && i.status == "draft"));
    assert!(page
        .items
        .windows(2)
        .all(|w| w[0].updated_at_ms >= w[1].updated_at_ms));
    let one = store
        .get_document("t01", &ids[0], &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(one.version, 1);
    assert_eq!(
        store
            .list_versions("t01", &ids[0], &Access::All)
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(one.body, format!(r#"{{"status":"{}"}}"#, one.status));
}

async fn a_traders_first_page_is_read_from_indexes(store: Store) {
    let docs: Vec<NewDocument> = (0..3000i64)
        .map(|n| {
            let d = doc(
                "t01",
                ["draft", "submitted", "released"][(n % 3) as usize],
                n,
            );
            filed_by(held_by(d, &format!("T{}", n % 50)), &format!("T{}", n % 7))
        })
        .collect();
    store.bulk_insert_documents(&docs).await.unwrap();
    let mut q = query("t01", trader("T1"));
    q.filters = vec![Filter::Eq(ListField::Status, "draft".into())];
    q.limit = 50;
    let sql = store.explain_list(&q).await.unwrap();
    assert!(sql.contains("UNION"), "{sql}");
    let plan = store.explain_list_plan(&q).await.unwrap();
    if store.backend() == "sqlite" {
        // Each half is an index range in sort order; only the merged ≤ 2×51 rows are sorted.
        assert!(!plan.contains("SCAN documents"), "{plan}");
        assert_eq!(plan.matches("USING INDEX").count(), 2, "{plan}");
    } else {
        // On this tiny table PostgreSQL may prefer other plans; the plan is printed for review.
        assert!(!plan.is_empty());
    }
    println!("{}:\n{sql}\n{plan}", store.backend());
    let page = store.list(&q).await.unwrap();
    assert_eq!(page.items.len(), 50);
}

async fn the_message_log_keeps_each_messages_xml_and_serves_it_only_on_request(store: Store) {
    let xml = "<ncts:CC015C xmlns:ncts=\"http://ncts.dgtaxud.ec\">é</ncts:CC015C>";
    let id = store
        .lodge_document(
            held_by(doc("t01", "SUBMITTED", 1000), "H1"),
            "submit",
            None,
            vec![
                NewMessage {
                    message_type: "IE015".into(),
                    payload: "{}".into(),
                    xml: Some(xml.into()),
                },
                NewMessage {
                    message_type: "IE203".into(),
                    payload: "{}".into(),
                    xml: None,
                },
            ],
        )
        .await
        .unwrap();
    let log = store
        .list_messages("t01", &id, &trader("H1"))
        .await
        .unwrap();
    let flags: Vec<(bool, Option<String>)> =
        log.iter().map(|m| (m.has_xml, m.xml.clone())).collect();
    assert_eq!(flags, [(true, None), (false, None)], "lists carry no XML");
    let view = store
        .get_document_view("t01", &id, None, &trader("H1"))
        .await
        .unwrap()
        .unwrap();
    let flags: Vec<(bool, Option<String>)> = view
        .messages
        .iter()
        .map(|m| (m.has_xml, m.xml.clone()))
        .collect();
    assert_eq!(
        flags,
        [(true, None), (false, None)],
        "the view carries no XML"
    );
    let one = store
        .message_xml("t01", &id, log[0].id, &trader("H1"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(one.xml.as_deref(), Some(xml));
    assert_eq!(one.message_type, "IE015");
    let none = store
        .message_xml("t01", &id, log[1].id, &trader("H1"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(none.xml, None);
    let other = store
        .message_xml("t01", &id, log[0].id, &trader("H2"))
        .await
        .unwrap();
    assert!(other.is_none(), "another trader does not see it");
    let missing = store
        .message_xml("t01", &id, log[1].id + 1000, &trader("H1"))
        .await
        .unwrap();
    assert!(missing.is_none());
}

// ---------------------------------------------------------------------------------------------
// Sign-in through the SSO

fn sso_login(state: &str, at_ms: i64) -> SsoLogin {
    SsoLogin {
        state_hash: state.into(),
        browser_hash: "browser".into(),
        nonce: "nonce".into(),
        pkce_verifier: "verifier".into(),
        next_path: "/".into(),
        created_at_ms: at_ms,
    }
}

async fn an_sso_sign_in_under_way_is_taken_once_and_their_number_is_bounded(store: Store) {
    assert!(store
        .put_sso_login(&sso_login("a", 1_000), 0, 2)
        .await
        .unwrap());
    assert!(store
        .put_sso_login(&sso_login("b", 2_000), 0, 2)
        .await
        .unwrap());
    assert!(
        !store
            .put_sso_login(&sso_login("c", 3_000), 0, 2)
            .await
            .unwrap(),
        "two under way: the third is not recorded"
    );
    assert_eq!(store.take_sso_login("c").await.unwrap(), None);
    assert_eq!(
        store.take_sso_login("a").await.unwrap(),
        Some(sso_login("a", 1_000))
    );
    assert_eq!(store.take_sso_login("a").await.unwrap(), None, "taken once");
    // those started before the cutoff are forgotten as a new one is recorded
    assert!(store
        .put_sso_login(&sso_login("d", 9_000), 5_000, 2)
        .await
        .unwrap());
    assert_eq!(store.take_sso_login("b").await.unwrap(), None);
    assert!(store.take_sso_login("d").await.unwrap().is_some());
}

async fn two_first_sso_sign_ins_of_one_subject_at_once_make_one_user(store: Store) {
    let change = UserChange {
        user_type: "trader".into(),
        display_name: "Nistru Trade SRL".into(),
        eori: Some("MD1003600000301".into()),
        linked_eoris: vec![],
        customs_offices: vec![],
        permissions: vec!["t01-read".into()],
    };
    // another user already has the name the claims ask for: the fallback is taken
    store
        .create_user(NewUser {
            username: "nistru".into(),
            password_hash: "x".into(),
            user_type: "trader".into(),
            display_name: "Local".into(),
            eori: None,
            linked_eoris: vec![],
            customs_offices: vec![],
            permissions: vec![],
        })
        .await
        .unwrap();
    let (a, b) = tokio::join!(
        store.sso_sign_in("sub-1", "nistru", "sso-1", &change, 1),
        store.sso_sign_in("sub-1", "nistru", "sso-1", &change, 1),
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.id, b.id);
    assert_eq!(a.username, "sso-1");
    assert_eq!(a.sso_subject.as_deref(), Some("sub-1"));
    assert_eq!(a.password_hash, NO_PASSWORD);
    let creations = store
        .audit_log(None, 10)
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.action == "sso-create-user")
        .count();
    assert_eq!(creations, 1);
}

// ---------------------------------------------------------------------------------------------
// Templates

async fn templates_are_each_users_own_replaced_by_name_and_bounded(store: Store) {
    let first = store
        .save_template("t01", "trader", "Chisinau to Iasi", r#"{"a":1}"#, 1, 3)
        .await
        .unwrap();
    // the same name replaces the body, keeps the id
    let again = store
        .save_template("t01", "trader", "Chisinau to Iasi", r#"{"a":2}"#, 2, 3)
        .await
        .unwrap();
    assert_eq!(again.id, first.id);
    assert_eq!(
        store
            .template_body("t01", "trader", &first.id)
            .await
            .unwrap()
            .as_deref(),
        Some(r#"{"a":2}"#)
    );
    // another user and another kind see none of it
    assert_eq!(
        store
            .template_body("t01", "trader2", &first.id)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .template_body("g01", "trader", &first.id)
            .await
            .unwrap(),
        None
    );
    assert!(store
        .list_templates("t01", "trader2")
        .await
        .unwrap()
        .is_empty());
    assert!(!store
        .delete_template("t01", "trader2", &first.id)
        .await
        .unwrap());
    // the limit counts one user's templates of one kind; concurrent saves never pass it
    let (a, b, c) = tokio::join!(
        store.save_template("t01", "trader", "B", "{}", 3, 3),
        store.save_template("t01", "trader", "C", "{}", 3, 3),
        store.save_template("t01", "trader", "D", "{}", 3, 3),
    );
    let full = [a, b, c]
        .into_iter()
        .filter(|r| matches!(r, Err(StoreError::Full { limit: 3 })))
        .count();
    assert_eq!(full, 1);
    let names: Vec<String> = store
        .list_templates("t01", "trader")
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(names.len(), 3);
    assert!(names.windows(2).all(|w| w[0] <= w[1]), "by name: {names:?}");
    assert!(names.contains(&"Chisinau to Iasi".to_owned()));
    // the owner's other kind is not counted; delete frees a place
    store
        .save_template("g01", "trader", "B", "{}", 4, 3)
        .await
        .unwrap();
    assert!(store
        .delete_template("t01", "trader", &first.id)
        .await
        .unwrap());
    assert_eq!(
        store
            .template_body("t01", "trader", &first.id)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store.list_templates("t01", "trader").await.unwrap().len(),
        2
    );
}

/// The view's four lists are copies kept on the document's row (migration 0017): after each
/// kind of write (a version, an action, a step with messages and timers, a timer stopped, a
/// timer expired by the scheduler, a version deleted with its document) they equal what the
/// tables hold, read one by one.
async fn a_documents_view_shows_every_write_to_its_versions_log_messages_and_timers(store: Store) {
    let access = trader("H1");
    let (id, _) = store
        .create_document(filed_by(held_by(doc("t01", "STORED", 1000), "H1"), "H1"))
        .await
        .unwrap();
    let same_as_tables = |label: &'static str| {
        let (store, id, access) = (store.clone(), id.clone(), access.clone());
        async move {
            let view = store
                .get_document_view("t01", &id, None, &access)
                .await
                .unwrap()
                .expect("visible");
            assert_eq!(
                view.versions,
                store.list_versions("t01", &id, &access).await.unwrap(),
                "versions after {label}"
            );
            assert_eq!(
                view.actions,
                store.list_actions(&id).await.unwrap(),
                "log after {label}"
            );
            assert_eq!(
                view.messages,
                store.list_messages("t01", &id, &access).await.unwrap(),
                "messages after {label}"
            );
            assert_eq!(
                view.timers,
                store.list_timers(&id).await.unwrap(),
                "timers after {label}"
            );
            view
        }
    };
    let view = same_as_tables("create").await;
    assert_eq!((view.versions.len(), view.actions.len()), (1, 0));

    store
        .store_version(
            "t01",
            &id,
            &access,
            NewVersion {
                status: "STORED".into(),
                ..version(1, r#"{"n":2}"#, 2000)
            },
        )
        .await
        .unwrap();
    store
        .record_action(&id, &action("store", 2000))
        .await
        .unwrap();
    let view = same_as_tables("a version and an action").await;
    assert_eq!((view.versions.len(), view.actions.len()), (2, 1));

    let step = |expected_version: i64, to: &str, timers: Vec<TimerOp>, now_ms: i64| Step {
        expected_version,
        from_status: if expected_version == 2 {
            "STORED"
        } else {
            "SUBMITTED"
        }
        .into(),
        to_status: to.into(),
        summary: DocSummary {
            holder_eori: Some("H1".into()),
            ..DocSummary::default()
        },
        body: None,
        action: format!("to-{to}"),
        user_name: "alice".into(),
        office: Some("MD000001".into()),
        messages: vec![NewMessage {
            message_type: "IE928".into(),
            payload: format!(r#"{{"at":{now_ms}}}"#),
            xml: Some("<x/>".into()),
        }],
        timers,
        now_ms,
    };
    let started = |timer: &str, due: i64| TimerOp {
        timer: timer.into(),
        due_at_ms: Some(due),
    };
    store
        .take_step(
            "t01",
            &id,
            &access,
            step(
                2,
                "SUBMITTED",
                vec![started("arrival", 5000), started("control", 9000)],
                3000,
            ),
        )
        .await
        .unwrap();
    let view = same_as_tables("a step starting two timers").await;
    assert_eq!((view.messages.len(), view.timers.len()), (1, 2));

    let stop = TimerOp {
        timer: "control".into(),
        due_at_ms: None,
    };
    store
        .take_step("t01", &id, &access, step(3, "RELEASED", vec![stop], 4000))
        .await
        .unwrap();
    let view = same_as_tables("a step stopping a timer").await;
    assert_eq!(view.messages.len(), 2);
    assert!(view.timers.iter().any(|t| t.stopped_at_ms == Some(4000)));

    let expired = store.expire_due_timers(6000, 10).await.unwrap();
    assert_eq!(expired.len(), 1);
    let view = same_as_tables("the scheduler's expiry").await;
    assert!(view.timers.iter().any(|t| t.expired_at_ms == Some(6000)));
    assert_eq!(
        view.actions.last().unwrap().action,
        "arrival-time-limit-expired"
    );

    assert!(store.delete_document("t01", &id, &access).await.unwrap());
    assert!(store
        .get_document_view("t01", &id, None, &access)
        .await
        .unwrap()
        .is_none());
}
