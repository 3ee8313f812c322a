//! `vama`: the server and its admin commands.
//!
//! - `vama` or `vama serve`: serve on `VAMA_ADDR` (default 127.0.0.1:8080);
//! - `vama catalogs import DIR`: load CS/RD2 reference data exports from DIR into the store;
//! - `vama eori import FILE.csv`: load a list of EORI numbers into the EORI finder;
//! - `vama users …`: add, list, disable, enable users, set passwords, link agents to traders
//!   (`vama_server::identity::cli`);
//! - `vama openapi`: print the OpenAPI document.

use vama_server::{config::Config, startup};

// mimalloc rather than glibc's malloc: a request allocates and frees many small buffers on
// whichever worker thread polls it, where glibc's per-arena locks and consolidation showed up
// as a tenth of a document GET's CPU (`make bench`, section 3).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        [] | ["serve"] => serve().await,
        ["openapi"] => {
            println!("{}", vama_server::openapi::document_json());
            Ok(())
        }
        ["catalogs", "import", dir] => vama_server::catalogs_import::run(dir).await,
        ["users", rest @ ..] => vama_server::identity::cli::run(rest).await,
        ["eori", "import", file] => vama_server::identity::eori_import::run(file).await,
        _ => {
            eprintln!(
                "usage: vama [serve] | vama catalogs import DIR | vama eori import FILE.csv | vama openapi | vama users ...\n{}",
                vama_server::identity::cli::USAGE
            );
            std::process::exit(2);
        }
    };
    if let Err(e) = result {
        eprintln!("vama: {e}");
        std::process::exit(1);
    }
}

async fn serve() -> Result<(), startup::BoxError> {
    let config = Config::from_env()?;
    tracing::info!(?config, "starting");
    let addr = config.addr;
    let state = startup::prepare(config).await?;
    vama_server::movement::scheduler::spawn(state.clone());
    let config = state.config.clone();
    let app = vama_server::app(state);
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("listening on http://{addr}");
    vama_server::serve::run(listener, app, &config, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await?;
    Ok(())
}
