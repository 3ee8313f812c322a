//! Demo users, created at first start (spec section 6 and the platform issue): each user's
//! password is the user name. Real deployments set `VAMA_DEMO_USERS=false`.

use vama_store::{NewUser, Store, StoreError};

use crate::auth::password;

pub struct DemoUser {
    pub username: &'static str,
    pub user_type: &'static str,
    pub display_name: &'static str,
    pub eori: Option<&'static str>,
    pub linked: &'static [&'static str],
    /// Officers: the customs offices they serve.
    pub offices: &'static [&'static str],
}

pub const TRADER_EORI: &str = "MD1003600000011";
pub const TRADER2_EORI: &str = "MD1003600000033";
pub const AGENT_EORI: &str = "MD1003600000022";
/// A departure office and a destination office of the deployment country's sample offices
/// (the demo EORIs and offices are those of the catalog's sample set).
pub const DEPARTURE_OFFICE: &str = "MD100100";
pub const DESTINATION_OFFICE: &str = "MD200000";
/// A border office of transit and exit (Leușeni): its officer holds the ATR of the movements
/// that name it.
pub const TRANSIT_OFFICE: &str = "MD300000";
/// The guarantee office of the sample set (roles GUA SCO): the departure office MD100100 is
/// not one, so the guarantees are decided by its own officer, `officer4`.
pub const GUARANTEE_OFFICE: &str = "MD900000";
/// The headquarters of the sample set (type HQ): the competent customs authority of the
/// transit authorisations (ACT to EIR), decided by `officer5`.
pub const HEADQUARTERS: &str = "MD100000";

pub const TRADER_PERMISSIONS: &[&str] = &[
    "t01-read",
    "t01-search",
    "t01-applicant",
    "g01-read",
    "g01-applicant",
    "g01-search",
];
pub const OFFICER_PERMISSIONS: &[&str] = &[
    "t01-read",
    "t01-search",
    "t01-officer",
    "g01-read",
    "g01-search",
    "g01-officer",
];

pub const USERS: &[DemoUser] = &[
    DemoUser {
        username: "trader",
        user_type: "trader",
        display_name: "Vama Demo Trader SRL",
        eori: Some(TRADER_EORI),
        linked: &[AGENT_EORI],
        offices: &[],
    },
    DemoUser {
        username: "trader2",
        user_type: "trader",
        display_name: "Prut Forwarding SA",
        eori: Some(TRADER2_EORI),
        linked: &[],
        offices: &[],
    },
    DemoUser {
        username: "agent",
        user_type: "agent",
        display_name: "Nistru Logistics SRL",
        eori: Some(AGENT_EORI),
        linked: &[TRADER_EORI],
        offices: &[],
    },
    DemoUser {
        username: "officer",
        user_type: "officer",
        display_name: "Ion Rusu (departure)",
        eori: None,
        linked: &[],
        offices: &[DEPARTURE_OFFICE],
    },
    DemoUser {
        username: "officer2",
        user_type: "officer",
        display_name: "Elena Ciobanu (destination)",
        eori: None,
        linked: &[],
        offices: &[DESTINATION_OFFICE],
    },
    DemoUser {
        username: "officer3",
        user_type: "officer",
        display_name: "Andrei Popa (transit)",
        eori: None,
        linked: &[],
        offices: &[TRANSIT_OFFICE],
    },
    DemoUser {
        username: "officer4",
        user_type: "officer",
        display_name: "Maria Lungu (guarantees)",
        eori: None,
        linked: &[],
        offices: &[GUARANTEE_OFFICE],
    },
    DemoUser {
        username: "officer5",
        user_type: "officer",
        display_name: "Elena Rusu (authorisations)",
        eori: None,
        linked: &[],
        // the headquarters and the supervising office (CS) of the sample set
        offices: &[HEADQUARTERS, GUARANTEE_OFFICE],
    },
    DemoUser {
        username: "admin",
        user_type: crate::auth::ADMIN,
        display_name: "Vama Administrator",
        eori: None,
        linked: &[],
        offices: &[],
    },
];

/// The demo users' permissions on every authorisation kind of the registry: read, search and
/// `need` (`applicant` for traders and agents, `officer` for officers).
pub fn authorisation_permissions(need: &str) -> impl Iterator<Item = String> + '_ {
    vama_rules::kind_names()
        .iter()
        .filter(|k| vama_rules::authorisation::decision_type(k).is_some_and(|d| d.path == **k))
        .flat_map(move |k| ["read", "search", need].map(|n| format!("{k}-{n}")))
}

/// Creates the demo users that do not exist yet. Returns how many it created.
pub async fn ensure_users(store: &Store) -> Result<usize, StoreError> {
    let mut created = 0;
    for u in USERS {
        if store.user_by_name(u.username).await?.is_some() {
            continue;
        }
        let pw = u.username.to_owned();
        let hash = tokio::task::spawn_blocking(move || password::hash(&pw))
            .await
            .map_err(|e| StoreError::Duplicate(e.to_string()))?
            .map_err(StoreError::Duplicate)?;
        let permissions = crate::identity::default_permissions(u.user_type);
        let new = NewUser {
            username: u.username.into(),
            password_hash: hash,
            user_type: u.user_type.into(),
            display_name: u.display_name.into(),
            eori: u.eori.map(Into::into),
            linked_eoris: u.linked.iter().map(|s| s.to_string()).collect(),
            customs_offices: u.offices.iter().map(|o| o.to_string()).collect(),
            permissions,
        };
        match store.create_user(new).await {
            Ok(_) => created += 1,
            // Another replica created it at the same moment.
            Err(StoreError::Duplicate(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(created)
}
