//! The LRN is unique per holder (issue 14), on SQLite and PostgreSQL like the conformance
//! suite: the database keeps it so, also when two writers race past a check.

mod support;

use vama_store::*;

conformance!(
    a_holders_lrn_is_taken_once_and_the_refusal_names_it,
    of_concurrent_creates_with_one_lrn_for_one_holder_exactly_one_is_stored,
    a_version_that_moves_a_document_onto_a_taken_lrn_is_refused_and_changes_nothing,
);

fn declaration(holder: Option<&str>, lrn: Option<&str>, now_ms: i64) -> NewDocument {
    NewDocument {
        kind: "t01".into(),
        status: "STORED".into(),
        summary: DocSummary {
            holder_eori: holder.map(Into::into),
            reference: lrn.map(Into::into),
            ..DocSummary::default()
        },
        filer_eori: holder.map(Into::into),
        created_by: "trader".into(),
        body: "{}".into(),
        now_ms,
    }
}

async fn count(store: &Store) -> usize {
    let q = ListQuery {
        kind: "t01".into(),
        access: Access::All,
        filters: vec![],
        sort: ListField::UpdatedAt,
        direction: Direction::Desc,
        after: None,
        limit: 200,
    };
    store.list(&q).await.unwrap().items.len()
}

async fn a_holders_lrn_is_taken_once_and_the_refusal_names_it(store: Store) {
    let holder = Some("MD1000000000001");
    store
        .create_document(declaration(holder, Some("TRADER-0001"), 1))
        .await
        .unwrap();
    let err = store
        .create_document(declaration(holder, Some("TRADER-0001"), 2))
        .await
        .unwrap_err();
    match err {
        StoreError::Duplicate(what) => assert!(what.contains("TRADER-0001"), "{what}"),
        other => panic!("expected a duplicate, got {other:?}"),
    }
    assert_eq!(count(&store).await, 1, "the refused create wrote nothing");
    assert!(store
        .reference_taken("t01", holder, "TRADER-0001")
        .await
        .unwrap());

    // Another holder, another kind, or no LRN at all: no clash.
    for d in [
        declaration(Some("MD1000000000002"), Some("TRADER-0001"), 3),
        declaration(holder, None, 4),
        declaration(holder, None, 5),
        declaration(None, Some("TRADER-0001"), 6),
    ] {
        store.create_document(d).await.unwrap();
    }
    let mut g01 = declaration(holder, Some("TRADER-0001"), 7);
    g01.kind = "g01".into();
    store.create_document(g01).await.unwrap();
    // Without a holder there is no one to be unique for (two agents' drafts may share one).
    store
        .create_document(declaration(None, Some("TRADER-0001"), 8))
        .await
        .unwrap();
}

async fn of_concurrent_creates_with_one_lrn_for_one_holder_exactly_one_is_stored(store: Store) {
    let tasks: Vec<_> = (0..8)
        .map(|n| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .create_document(declaration(
                        Some("MD1000000000001"),
                        Some("SAME-LRN"),
                        10 + n,
                    ))
                    .await
            })
        })
        .collect();
    let (mut stored, mut refused) = (0, 0);
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => stored += 1,
            Err(StoreError::Duplicate(what)) if what.contains("SAME-LRN") => refused += 1,
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!((stored, refused), (1, 7));
    assert_eq!(count(&store).await, 1);
}

async fn a_version_that_moves_a_document_onto_a_taken_lrn_is_refused_and_changes_nothing(
    store: Store,
) {
    // An agent's declaration changes holder to one who already uses its LRN.
    let first = Some("MD1000000000001");
    let second = Some("MD1000000000002");
    store
        .create_document(declaration(first, Some("A-1"), 1))
        .await
        .unwrap();
    let (id, _) = store
        .create_document(declaration(second, Some("A-1"), 2))
        .await
        .unwrap();
    let err = store
        .store_version(
            "t01",
            &id,
            &Access::All,
            NewVersion {
                expected_version: 1,
                status: "STORED".into(),
                summary: declaration(first, Some("A-1"), 3).summary,
                created_by: "agent".into(),
                body: r#"{"moved":true}"#.into(),
                now_ms: 3,
            },
        )
        .await
        .unwrap_err();
    assert!(
        matches!(&err, StoreError::Duplicate(what) if what.contains("A-1")),
        "{err:?}"
    );
    let row = store
        .get_document("t01", &id, &Access::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            row.current_version,
            row.summary.holder_eori.as_deref(),
            row.body.as_str()
        ),
        (1, second, "{}")
    );
}
