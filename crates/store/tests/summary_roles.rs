//! Migration 0018 (issue 'Authorisations I': no kind-specific column in the shared table): the
//! summary columns become roles, and the documents stored before it keep their list values, on
//! SQLite and PostgreSQL. The rows are written as the schema of migration 0017 had them.

mod support;

use sqlx::Connection as _;
use vama_store::*;

/// The last migration before the summary roles.
const BEFORE: i64 = 17;

const OLD_ROWS: &str = "\
    INSERT INTO documents (id, kind, status, current_version, holder_eori, lrn, mrn, grn, \
        declaration_type, office_of_departure, created_at, updated_at) \
    VALUES ('t1', 't01', 'RELEASED', 3, 'MD1000000000001', 'ERP-1', '26MD10000000000017', \
        '26MD0000000000001', 'T1', 'MD100001', 1, 2); \
    INSERT INTO documents (id, kind, status, current_version, holder_eori, grn, guarantee_type, \
        storage_reference, customs_office, amount, balance, created_at, updated_at) \
    VALUES ('g1', 'g01', 'ACCEPTED', 2, 'MD1000000000001', '26MD0000000000001', '1', \
        'ST-9', 'MD100000', '50000', '42000.50', 3, 4);";

async fn write_old_rows(url: &str) {
    let sql = sqlx::AssertSqlSafe(OLD_ROWS.to_owned());
    if url.starts_with("sqlite:") {
        let mut c = sqlx::SqliteConnection::connect(url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut c).await.unwrap();
    } else {
        let mut c = sqlx::PgConnection::connect(url).await.unwrap();
        sqlx::raw_sql(sql).execute(&mut c).await.unwrap();
    }
}

async fn summary_of(store: &Store, kind: &str) -> DocSummary {
    listed(store, kind, Vec::new()).await[0].summary.clone()
}

async fn listed(store: &Store, kind: &str, filters: Vec<Filter>) -> Vec<ListItem> {
    store
        .list(&ListQuery {
            kind: kind.into(),
            access: Access::All,
            filters,
            sort: ListField::UpdatedAt,
            direction: Direction::Desc,
            after: None,
            limit: 10,
        })
        .await
        .unwrap()
        .items
}

async fn the_documents_stored_before_keep_their_list_values_in_the_roles(
    store: Store,
    url: String,
) {
    write_old_rows(&url).await;
    store.migrate().await.unwrap();

    let t01 = summary_of(&store, "t01").await;
    assert_eq!(t01.reference.as_deref(), Some("ERP-1"), "the LRN");
    assert_eq!(
        t01.issued_reference.as_deref(),
        Some("26MD10000000000017"),
        "the MRN, not the GRN of its guarantee"
    );
    assert_eq!(t01.type_code.as_deref(), Some("T1"));
    assert_eq!(t01.office_of_departure.as_deref(), Some("MD100001"));

    let g01 = summary_of(&store, "g01").await;
    assert_eq!(g01.issued_reference.as_deref(), Some("26MD0000000000001"));
    assert_eq!(g01.type_code.as_deref(), Some("1"), "the guarantee type");
    assert_eq!(
        g01.other_reference.as_deref(),
        Some("ST-9"),
        "storage reference"
    );
    assert_eq!(g01.reference, None);
    assert_eq!(
        (g01.amount.as_deref(), g01.balance.as_deref()),
        (Some("50000"), Some("42000.50"))
    );

    // The guarantee is found by its GRN in the issued-reference role, and only as a g01.
    let by_grn = || {
        vec![Filter::Eq(
            ListField::IssuedReference,
            "26MD0000000000001".into(),
        )]
    };
    let found = listed(&store, "g01", by_grn()).await;
    assert_eq!(
        found.iter().map(|d| d.id.as_str()).collect::<Vec<_>>(),
        ["g1"]
    );
    assert!(listed(&store, "t01", by_grn()).await.is_empty());
    // The LRN is still unique per holder.
    assert!(store
        .reference_taken("t01", Some("MD1000000000001"), "ERP-1")
        .await
        .unwrap());
}

mod sqlite {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_documents_stored_before_keep_their_list_values_in_the_roles() {
        crate::support::run_sqlite_from(
            Some(super::BEFORE),
            super::the_documents_stored_before_keep_their_list_values_in_the_roles,
        )
        .await
    }
}

mod postgres {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_documents_stored_before_keep_their_list_values_in_the_roles() {
        crate::support::run_postgres_from(
            Some(super::BEFORE),
            super::the_documents_stored_before_keep_their_list_values_in_the_roles,
        )
        .await
    }
}
