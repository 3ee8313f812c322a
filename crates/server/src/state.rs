//! Shared application state. Nothing in it matters across requests except what lives in the
//! store (architecture contract 8): the catalogs are a cache of the store's reference data.

use std::sync::{
    atomic::{AtomicI64, Ordering},
    Arc, RwLock,
};

use vama_catalog::Catalogs;
use vama_store::Store;

use crate::{config::Config, guarantee::secrets::CodeKey};

/// The state every handler gets: one `Arc`, so that handing it to a request (axum clones it
/// for every extractor that asks) is one atomic increment, not one per part.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// What [`AppState`] shares.
pub struct Shared {
    pub config: Arc<Config>,
    pub store: Store,
    catalogs: Arc<RwLock<Arc<Catalogs>>>,
    pub clock: Clock,
    /// Seals and opens the guarantees' access codes.
    pub codes: CodeKey,
    /// The turns of large bodies (see `documents::heavy`).
    pub large: crate::documents::heavy::Gate,
    /// The national SSO, when configured (`startup::prepare` sets it).
    pub sso: Option<Arc<crate::auth::sso::Sso>>,
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    pub fn new(config: Config, store: Store, catalogs: Catalogs) -> AppState {
        AppState::with_sso(config, store, catalogs, None)
    }

    /// [`AppState::new`] with the national SSO, when configured.
    pub fn with_sso(
        config: Config,
        store: Store,
        catalogs: Catalogs,
        sso: Option<Arc<crate::auth::sso::Sso>>,
    ) -> AppState {
        // Without a configured key (tests), the codes are sealed for this process only;
        // `startup::prepare` always configures one.
        let codes = config
            .access_code_key
            .as_ref()
            .map_or_else(CodeKey::random, CodeKey::new);
        AppState(Arc::new(Shared {
            codes,
            large: crate::documents::heavy::Gate::new(
                config.large_requests,
                config.large_request_wait_secs,
            ),
            config: Arc::new(config),
            store,
            catalogs: Arc::new(RwLock::new(Arc::new(catalogs))),
            clock: Clock::default(),
            sso,
        }))
    }
}

impl Shared {
    /// The current catalogs (cheap: an `Arc` clone).
    pub fn catalogs(&self) -> Arc<Catalogs> {
        self.catalogs
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub fn replace_catalogs(&self, catalogs: Catalogs) {
        *self.catalogs.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(catalogs);
    }
}

/// The server's clock: real time plus an offset that tests can move forward (idle sessions,
/// timers) without sleeping.
#[derive(Clone, Default)]
pub struct Clock {
    offset_ms: Arc<AtomicI64>,
}

impl Clock {
    pub fn now_ms(&self) -> i64 {
        let real = time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000;
        real as i64 + self.offset_ms.load(Ordering::Relaxed)
    }

    pub fn advance(&self, ms: i64) {
        self.offset_ms.fetch_add(ms, Ordering::Relaxed);
    }

    pub fn now(&self) -> time::OffsetDateTime {
        time::OffsetDateTime::from_unix_timestamp_nanos(self.now_ms() as i128 * 1_000_000)
            .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
    }

    /// Today (UTC) as `YYYY-MM-DD`, as validity dates are written.
    pub fn today(&self) -> String {
        self.now()
            .format(time::macros::format_description!("[year]-[month]-[day]"))
            .unwrap_or_default()
    }
}
